import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Chapter helps members of business-networking groups manage meetings, pass referrals, record business and communicate. It is provided by the operator of this installation to its groups and their members. By signing in you agree to these terms and to your group\u2019s own rules.',
    ],
  },
  {
    heading: 'Your account',
    bullets: [
      'Give accurate information and keep it current.',
      'Keep your password to yourself; you are responsible for what is done with your account. Tell support at once if you think someone else has used it.',
      'One account per person. Substitutes attend meetings in a member\u2019s place but do not sign in.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: ['Use Chapter for the business of your group. Do not:'],
    bullets: [
      'record referrals, business or attendance that did not happen;',
      'share other members\u2019 contact details outside the group without their consent, or use them for unsolicited marketing;',
      'send harassing, defamatory or unlawful messages;',
      'try to access data or functions you have not been given, probe or overload the service, or get around its security.',
    ],
  },
  {
    heading: 'Content',
    paragraphs: [
      'You keep the rights to what you write. You allow the operator to store it and show it to the people it is meant for (your group, your leadership, the recipients of your messages). Leadership may correct or remove activity records and content that break these terms or the group\u2019s rules.',
    ],
  },
  {
    heading: 'Leadership and administrators',
    paragraphs: [
      'People with leadership roles can approve or reject activity and memberships, record attendance and see reports for their group. Their actions are recorded in an audit log. They must use these powers only for the group\u2019s purposes.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We aim to keep Chapter available and your data safe, but cannot promise uninterrupted service. New versions are installed from time to time; you may be asked to reload the page to use the latest one. We may change these terms; we will tell you about significant changes in the app.',
    ],
  },
  {
    heading: 'Suspension and ending',
    paragraphs: [
      'Your access ends when your membership ends. The operator may suspend accounts that break these terms. You may ask to close your account at any time through support or your group\u2019s leadership.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'Referrals and business between members are arrangements between those members; the operator is not a party to them. To the extent the law allows, the operator is not liable for indirect losses arising from the use of the service.',
    ],
  },
];

export function Component() {
  return (
    <LegalDocument
      intro="These terms set out how members and leadership may use Chapter, the app of your business-networking group."
      sections={SECTIONS}
    />
  );
}
