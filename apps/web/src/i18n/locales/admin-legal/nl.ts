// Issue 28: the terms and privacy statement editor in Settings (reference keys; English as all staff screens).
export const adminLegalNl = {
  title: 'Terms and privacy statement',
  intro:
    'The algemene voorwaarden and the privacy statement customers accept when they order. Each save publishes a new version; earlier versions stay, read-only, for the orders that accepted them.',
  kinds: { terms: 'Terms (algemene voorwaarden)', privacy: 'Privacy statement' },
  current: 'Current: version {{version}} of {{date}}',
  none: 'No version published yet.',
  text: 'Text',
  textHelp: 'Paragraphs are separated by an empty line; a line starting with "# " is a heading.',
  publish: 'Publish new version',
  published: 'Version {{version}} published.',
  unchanged: 'The text is the same as the current version.',
  versions: 'Earlier versions',
  version: 'Version {{version}} · {{date}}',
  loadError: 'Failed to load the texts',
  publicPage: 'View the public page',
};
