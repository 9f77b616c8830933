import { centsOf, type FakePayment, METHODS } from './fake-mollie-store.ts';

// The fake's hosted checkout (issue 29): plainly a test page, where the one paying chooses how the payment ends.
// Everything put into the HTML is escaped.

const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const euro = (cents: number) =>
  `€ ${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

const labels: Record<string, string> = {
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
};

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 1rem; padding: 1.5rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  .banner { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; border-radius: 0.5rem;
    padding: 0.75rem 1rem; font-weight: 600; }
  h1 { font-size: 1.25rem; margin: 1rem 0 0.25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  fieldset { border: 1px solid #cbd5e1; border-radius: 0.5rem; margin: 0 0 1rem; }
  label { display: block; padding: 0.25rem 0; }
  .choices { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
  button { font: inherit; padding: 0.75rem; border-radius: 0.5rem; border: 1px solid #94a3b8; background: #fff;
    cursor: pointer; }
  button.paid { background: #15803d; color: #fff; border-color: #15803d; }
  button:focus-visible { outline: 3px solid #4f46e5; outline-offset: 2px; }`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title>
<style>${style}</style></head><body><main>
<p class="banner" role="note">Testmodus — er wordt geen echt geld betaald</p>${body}</main></body></html>`;
}

export function checkoutPage(payment: FakePayment, action: string): string {
  const offered = payment.method === null ? METHODS.map((method) => method.id) : [payment.method].flat();
  const methods = offered
    .map(
      (id, index) =>
        `<label><input type="radio" name="method" value="${html(id)}"${index === 0 ? ' checked' : ''}> ${html(labels[id] ?? id)}</label>`,
    )
    .join('');
  const button = (status: string, text: string) =>
    `<button type="submit" name="status" value="${status}" class="${status}">${text}</button>`;
  return page(
    'Mollie testbetaling',
    `<h1>Mollie testbetaling</h1>
<p>${html(payment.description)}</p>
<p class="amount">${html(euro(centsOf(payment.amount)))}</p>
<form method="post" action="${html(action)}">
<fieldset><legend>Betaalmethode</legend>${methods}</fieldset>
<p>Kies hoe deze testbetaling afloopt:</p>
<div class="choices">${button('paid', 'Betaald')}${button('failed', 'Mislukt')}${button('canceled', 'Geannuleerd')}${button('expired', 'Verlopen')}</div>
</form>`,
  );
}

export function decidedPage(payment: FakePayment | null): string {
  if (!payment) return page('Mollie testbetaling', '<h1>Deze betaling bestaat niet</h1>');
  return page(
    'Mollie testbetaling',
    `<h1>Deze betaling is al afgerond</h1><p>${html(payment.description)} (${html(euro(centsOf(payment.amount)))}): ${html(payment.status)}.</p>
<p><a href="${html(payment.redirectUrl)}">Terug naar de winkel</a></p>`,
  );
}
