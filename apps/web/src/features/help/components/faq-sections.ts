// The FAQ's order: sections and the questions in each; the texts live in support.help.faq.<key>.
export const faqSections = {
  sepa: ['sepaWhen', 'sepaPrenotification', 'sepaRefund', 'sepaFailed'],
  cancel: ['cancelHow', 'cancelNotice', 'cancelService', 'cancelConfirmation'],
  invoices: ['invoicesWhere', 'invoicesPdf', 'invoicesVat'],
  notice: ['noticeWhat', 'noticeTerm', 'noticeFee'],
  dns: ['dnsNameservers', 'dnsPropagation'],
  email: ['emailSettings', 'emailSpam'],
} as const;

export type FaqSection = keyof typeof faqSections;
export type FaqKey = (typeof faqSections)[FaqSection][number];
