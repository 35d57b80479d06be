import type { RoleName } from '@app/shared/permissions';

export interface DemoPerson {
  name: string;
  company: string;
  classification: string;
  role: RoleName;
}

/** A realistic chapter: leadership first, then members across business categories. */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Maria Alvarez',
    company: 'Alvarez Law Group',
    classification: 'Estate Planning Attorney',
    role: 'President',
  },
  {
    name: 'James Okafor',
    company: 'Okafor Financial',
    classification: 'Financial Advisor',
    role: 'Vice President',
  },
  {
    name: 'Priya Natarajan',
    company: 'Ledgerline CPAs',
    classification: 'Accountant',
    role: 'Secretary Treasurer',
  },
  {
    name: 'Tom Becker',
    company: 'Becker Roofing',
    classification: 'Roofing Contractor',
    role: 'Board Member',
  },
  { name: 'Aisha Rahman', company: 'Bright Smile Dental', classification: 'Dentist', role: 'Board Member' },
  { name: 'Daniel Kim', company: 'Kim Realty', classification: 'Residential Realtor', role: 'Member' },
  { name: 'Sofia Rossi', company: 'Rossi Interiors', classification: 'Interior Designer', role: 'Member' },
  { name: 'Liam Murphy', company: 'Murphy Plumbing', classification: 'Plumber', role: 'Member' },
  { name: 'Chen Wei', company: 'Pixelcraft Studio', classification: 'Web Designer', role: 'Member' },
  {
    name: 'Grace Thompson',
    company: 'Thompson Insurance',
    classification: 'Commercial Insurance',
    role: 'Member',
  },
  { name: 'Marcus Johnson', company: 'Johnson Auto Care', classification: 'Auto Repair', role: 'Member' },
  { name: 'Elena Petrova', company: 'Petrova Photography', classification: 'Photographer', role: 'Member' },
  { name: 'Omar Haddad', company: 'Haddad IT Services', classification: 'Managed IT', role: 'Member' },
  { name: 'Hannah Schmidt', company: 'Schmidt Chiropractic', classification: 'Chiropractor', role: 'Member' },
  { name: 'Carlos Mendes', company: 'Mendes Landscaping', classification: 'Landscaper', role: 'Member' },
  { name: 'Fatima Diallo', company: 'Diallo Events', classification: 'Event Planner', role: 'Member' },
  { name: 'Noah Williams', company: 'Williams Mortgage', classification: 'Mortgage Broker', role: 'Member' },
  {
    name: 'Yuki Tanaka',
    company: 'Tanaka Translation',
    classification: 'Translation Services',
    role: 'Member',
  },
  { name: 'Olivia Brown', company: 'Brown HR Partners', classification: 'HR Consultant', role: 'Member' },
  { name: 'Samuel Adeyemi', company: 'Adeyemi Electric', classification: 'Electrician', role: 'Member' },
  { name: 'Isabella Garcia', company: 'Garcia Catering', classification: 'Caterer', role: 'Member' },
  { name: 'Ethan Clarke', company: 'Clarke Print & Sign', classification: 'Printing', role: 'Member' },
  { name: 'Mei Lin', company: 'Lin Physiotherapy', classification: 'Physiotherapist', role: 'Member' },
  {
    name: 'Lucas Martin',
    company: 'Martin Commercial Cleaning',
    classification: 'Commercial Cleaning',
    role: 'Member',
  },
  { name: 'Zara Ali', company: 'Ali Marketing Co.', classification: 'Digital Marketing', role: 'Member' },
  {
    name: 'Benjamin Cohen',
    company: 'Cohen Business Law',
    classification: 'Business Attorney',
    role: 'Member',
  },
  { name: 'Chloe Dubois', company: 'Dubois Florals', classification: 'Florist', role: 'Member' },
  { name: 'Ravi Patel', company: 'Patel Home Inspections', classification: 'Home Inspector', role: 'Member' },
  { name: 'Emma Wilson', company: 'Wilson Travel', classification: 'Travel Agent', role: 'Member' },
  { name: 'Kwame Mensah', company: 'Mensah Security', classification: 'Security Systems', role: 'Member' },
];

/** Newcomers who registered with the group code and wait for approval (Admin > Approvals). */
export const DEMO_APPLICANTS: Omit<DemoPerson, 'role'>[] = [
  { name: 'Nina Kowalski', company: 'Kowalski Bakery', classification: 'Artisan Bakery' },
  { name: 'Diego Fernandez', company: 'Fernandez Solar', classification: 'Solar Installer' },
  { name: 'Amara Okoye', company: 'Okoye Wellness', classification: 'Yoga Studio' },
];

/** How many demo members, from the top of DEMO_PEOPLE (leadership first), get a generated picture. */
export const DEMO_AVATARS = 14;

export const DEMO_LINES = [
  'Hi! Great to meet you at the meeting this morning.',
  'Do you have time for a one-to-one next week? Tuesday or Thursday works for me.',
  'Thursday 10:00 at the café on Main Street?',
  'Perfect, see you there.',
  'I have a client who needs exactly what you do. Can I pass on your number?',
  'Absolutely, thank you! I will follow up today.',
  'Thanks again for the referral, we closed the deal yesterday.',
  'Congratulations! Happy to help.',
  'Could you bring a few business cards on Wednesday? Two visitors are coming.',
  'Will do.',
];
