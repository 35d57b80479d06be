import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who is responsible',
    paragraphs: [
      'This installation of Chapter is run by the organisation that invited you (the "operator"), usually the business-networking organisation your group belongs to. The operator decides why and how your information is used and is responsible for it. Your group\u2019s leadership acts for the operator within your group.',
    ],
  },
  {
    heading: 'What we collect',
    bullets: [
      'Account details: your name, e-mail address, password (stored only as a one-way hash), company name, phone number, classification, short biography and profile picture, as far as you or leadership provide them.',
      'Membership: your group, role, membership status, join and renewal dates.',
      'What you record: referrals, closed business (including amounts), one-to-ones, testimonials, training credits, RSVPs and attendance, visitor invitations and mentorship applications.',
      'Messages you send and receive in the inbox, and text messages leadership sends you.',
      'Settings such as your theme and notification choices.',
      'Security and technical data: sign-in times, the devices and browsers you sign in from, IP addresses, failed sign-in attempts, and error reports you choose to send (they include the page you were on, your browser and operating system).',
      'Visitors: the name, e-mail address and company a member enters when inviting you, and your answer to the invitation.',
    ],
  },
  {
    heading: 'Why we use it',
    bullets: [
      'To run your membership: meetings, attendance, renewals, approvals and the member roster.',
      'To let members do business together: passing referrals, recording results and messaging each other.',
      'To keep accounts secure: verifying sign-ins, limiting repeated attempts, recording administrative changes in an audit log.',
      'To send you e-mails and, if your group uses them, text messages about your account, meetings and activity.',
      'To fix problems you report and improve the service.',
    ],
    paragraphs: [
      'The legal basis is the membership agreement you have with the operator, the operator\u2019s legitimate interest in running a secure service, and your consent where we ask for it (for example desktop notifications). We do not sell your information or use it for advertising.',
    ],
  },
  {
    heading: 'Who can see it',
    bullets: [
      'Members of your group see your name, picture, company, role and classification, and your e-mail address and phone number unless you turn them off under Settings > Privacy ("Show my e-mail address", "Show my phone number"). Both are on until you change them.',
      'With one of these settings off, that detail is left out wherever another member sees you: the roster, your profile, meetings, the inbox, the mentor directory, the list of role holders and reports.',
      'Even with them off, your group\u2019s leadership who manage members (by default the Admin, President and Vice President) and the administrators of this installation still see your e-mail address and phone number, and text messages your group sends still reach your phone.',
      'Leadership of your group sees membership, attendance and activity records so they can approve and report on them.',
      'Messages are visible to their sender and recipient only.',
      'Service providers of the operator (hosting, e-mail and text-message delivery) process data on the operator\u2019s instructions.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account and membership records are kept while you are a member and for as long as the operator needs them afterwards for its records (typically up to two years). Sign-in sessions expire after twelve hours; password reset links after one hour. Audit records are kept for accountability and are not edited. Error reports are kept until the problem is resolved.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct most of your information on your profile and in Settings. You may ask the operator for a copy of your data, for corrections, for deletion or restriction, and object to its use. You may also complain to your data-protection authority.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'Chapter does not use advertising or tracking cookies. Your browser keeps your sign-in token and a few preferences (sidebar, theme, brand font, app version) in its local storage; signing out removes the token.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Passwords are hashed with Argon2id, connections should be encrypted (HTTPS), accounts are locked temporarily after repeated failed sign-ins, and every call is checked against your permissions on the server.',
    ],
  },
];

export function Component() {
  return (
    <LegalDocument
      intro="This policy explains what information Chapter keeps about members and visitors of business-networking groups, why, who can see it and the choices you have."
      sections={SECTIONS}
    />
  );
}
