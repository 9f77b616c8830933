import type { CompanySettings } from '../../db/schema/index.ts';

export type EmailFooter = { text: string; html: string };

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The footer under every e-mail the portal sends (issue 28, DOMAIN-NL §7): who we are (name, address, KvK,
 * btw-id, contact) and where the terms and the privacy statement are, as staff keep them in Settings.
 */
export function emailFooter(
  company: Pick<
    CompanySettings,
    | 'name'
    | 'street'
    | 'houseNumber'
    | 'zipcode'
    | 'city'
    | 'country'
    | 'kvkNumber'
    | 'vatId'
    | 'email'
    | 'phone'
  >,
  publicUrl: string,
): EmailFooter {
  const base = publicUrl.replace(/\/+$/, '');
  const country = company.country.toUpperCase() === 'NL' ? '' : `, ${company.country}`;
  const links = [
    { label: 'Algemene voorwaarden', url: `${base}/voorwaarden` },
    { label: 'Privacyverklaring', url: `${base}/privacy` },
  ];
  const lines = [
    `${company.name} · ${company.street} ${company.houseNumber}, ${company.zipcode} ${company.city}${country}`,
    `KvK ${company.kvkNumber} · btw-id ${company.vatId}`,
    `${company.email} · ${company.phone}`,
  ];
  const text = [...lines, ...links.map((link) => `${link.label}: ${link.url}`)].join('\n');
  const html = `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #e2e8f0;font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#475569">${lines
    .map(escapeHtml)
    .join('<br>')}<br>${links
    .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
    .join(' · ')}</div>`;
  return { text, html };
}

/** The mail as it goes out: its own text, then the footer (a signature separator keeps mail clients tidy). */
export function withEmailFooter(
  mail: { text: string; html: string | null },
  footer: EmailFooter | null,
): { text: string; html: string | undefined } {
  if (!footer) return { text: mail.text, html: mail.html ?? undefined };
  return {
    text: `${mail.text}\n\n-- \n${footer.text}`,
    html: mail.html ? `${mail.html}${footer.html}` : undefined,
  };
}
