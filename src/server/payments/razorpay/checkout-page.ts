// Our checkout page: a small server-rendered page (no app bundle, quick on a cheap phone) that
// loads Razorpay's checkout.js and opens it in redirect mode, so in-app browsers work too. The
// options travel as a JSON data block; the script that reads them is ours (`/pay/open-checkout.js`),
// so the page needs no inline script.

export interface CheckoutPageInput {
  amount: number;
  description: string;
  backUrl: string;
  checkoutUrl: string;
  options: Record<string, unknown>;
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  background:#0b0b14;color:#f4f4f8;display:grid;min-height:100vh;place-items:center;padding:16px}
  main{width:100%;max-width:420px;background:#161625;border:1px solid #2a2a40;border-radius:16px;padding:24px}
  h1{font-size:1.25rem;margin:0 0 4px}p{margin:8px 0;color:#c4c4d4}.amount{font-size:2rem;font-weight:700;color:#fff;margin:12px 0}
  button{width:100%;min-height:48px;border:0;border-radius:10px;background:#7c3aed;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button:disabled{opacity:.6}a{color:#c4b5fd}.error{color:#fca5a5}.back{display:block;margin-top:16px;text-align:center}`;

export function checkoutPage(input: CheckoutPageInput): string {
  const rupees = `₹${input.amount.toLocaleString('en-IN')}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Pay ${escapeHtml(rupees)} · Arena Championships</title>
<style>${STYLE}</style></head>
<body><main>
<h1>Pay for your pass</h1>
<p>${escapeHtml(input.description)}</p>
<div class="amount">${escapeHtml(rupees)}</div>
<p>Razorpay opens to take your payment: UPI, cards or netbanking.</p>
<button type="button" id="pay" disabled>Pay ${escapeHtml(rupees)}</button>
<p id="status" role="status" aria-live="polite">Opening Razorpay…</p>
<a class="back" href="${escapeHtml(input.backUrl)}">Back to registration</a>
</main>
<script type="application/json" id="checkout-options">${jsonForHtml(input.options)}</script>
<script src="${escapeHtml(input.checkoutUrl)}" defer></script>
<script src="/pay/open-checkout.js" defer></script>
</body></html>`;
}

export const checkoutScript = `(function () {
  var button = document.getElementById('pay');
  var status = document.getElementById('status');
  var options = JSON.parse(document.getElementById('checkout-options').textContent);
  function open() {
    if (typeof window.Razorpay !== 'function') {
      status.className = 'error';
      status.textContent = 'Razorpay could not be reached. Check your connection and press Pay again.';
      button.disabled = false;
      return;
    }
    status.textContent = 'Complete the payment in the Razorpay window.';
    new window.Razorpay(options).open();
  }
  button.addEventListener('click', open);
  button.disabled = false;
  open();
})();
`;

export function messagePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Arena Championships</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<a class="back" href="/">Back to Arena Championships</a></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
