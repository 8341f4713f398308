import escapeHtml from 'escape-html';
import { formatEgp } from '../../money.ts';
import { SIM_MERCHANT } from './payloads.ts';
import { SIMULATOR_TEST_CARDS, type SimIntention } from './state.ts';

/**
 * The hosted checkout, server-rendered: no script at all (works without
 * JavaScript, and a strict CSP allows it), one stylesheet from our own origin,
 * labelled controls, a live region for the banner.
 */

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#111}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgb(0 0 0/.12)}
.banner{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fff4d6;color:#5c4300;font-size:.875rem}
h1{font-size:1.375rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#555}dd{margin:0;font-weight:600}
fieldset{border:1px solid #d0d5dd;border-radius:8px;margin:0 0 1rem;padding:.75rem 1rem}
legend{padding:0 .25rem;font-weight:600}
label{display:flex;gap:.5rem;align-items:flex-start;margin:.35rem 0;cursor:pointer}
input{width:1.125rem;height:1.125rem;margin-top:.2rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{flex:1;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;border-radius:8px;border:2px solid #144dff;background:#144dff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#b42318;border-color:#b42318}
button:focus-visible,input:focus-visible{outline:3px solid #111;outline-offset:2px}
`;

function layout(title: string, body: string, cssHref: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(cssHref)}">
</head>
<body>
<main>
<p class="banner" role="note">Paymob simulator: no real card is charged.</p>
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(intention: SimIntention, publicKey: string, paths: { form: string; css: string }): string {
  const amount = formatEgp(intention.amount);
  const cards = SIMULATOR_TEST_CARDS.map(
    (card, index) =>
      `<label><input type="radio" name="card" value="${escapeHtml(card.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(card.label)}</label>`,
  ).join('\n');
  const saveCard = intention.saveCard
    ? `<label><input type="checkbox" name="save_card" value="on" checked> Save card for future payments</label>`
    : '';
  const body = `<h1>Pay ${escapeHtml(SIM_MERCHANT.name)}</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(SIM_MERCHANT.name)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
${intention.specialReference ? `<dt>Reference</dt><dd>${escapeHtml(intention.specialReference)}</dd>` : ''}
</dl>
<form method="post" action="${escapeHtml(paths.form)}">
<input type="hidden" name="clientSecret" value="${escapeHtml(intention.clientSecret)}">
<input type="hidden" name="publicKey" value="${escapeHtml(publicKey)}">
<fieldset>
<legend>Test card</legend>
${cards}
${saveCard}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline" class="secondary">Decline</button>
</div>
</form>`;
  return layout(`Pay ${amount} to ${SIM_MERCHANT.name}`, body, paths.css);
}

/** Unknown, expired or finished checkouts, and the result when there is no redirection_url. */
export function messagePage(heading: string, text: string, cssHref: string): string {
  return layout(heading, `<h1>${escapeHtml(heading)}</h1>\n<p role="status">${escapeHtml(text)}</p>`, cssHref);
}
