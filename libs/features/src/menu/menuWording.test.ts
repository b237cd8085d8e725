// The menu's pt-BR labels title the pages too: an English word there is what a Brazilian reader sees first
// ('Troubleshoot manager' and 'Features' were). Product and brand names, and the loanwords the spec itself
// uses in pt-BR (Dashboard, Insights, Marketplace, Feedback, Dataset, IAM, TSS), stay.
import messages from './menu.i18n';

/** English words with a Portuguese word of their own, as they might slip into a label. */
const ENGLISH_WORDS = [
  'manager',
  'management',
  'features',
  'settings',
  'users',
  'user',
  'roles',
  'reports',
  'news',
  'requests',
  'history',
  'agents',
  'resources',
  'schedule',
  'approval',
  'keys',
  'billing',
  'store',
  'account',
  'my',
  'troubleshoot',
  'release',
  'notes',
  'security',
  'center',
  'files',
  'groups',
  'contracts',
  'terms',
  'events',
];

test('no pt-BR menu label holds an English word', () => {
  const offending = Object.entries(messages['pt-BR'])
    .filter(([, label]) =>
      String(label)
        .toLowerCase()
        .split(/[^a-zà-ú]+/)
        .some((word) => ENGLISH_WORDS.includes(word)),
    )
    .map(([key, label]) => `${key}: ${label}`);
  expect(offending).toEqual([]);
});
