// What an offer's compact card shows besides its title: the first sentence of its text, and its one action. An offer
// carries no action field: its action is the first link into the app its text holds (the operator's editor allows
// links), else the action its own words ask for ("Скануй коди…" → scanning, "Придбай…", "Додай у кошик…" → the shop).
export interface OfferAction {
  to: string;
  /** A locale key when the action was read from the words, else the link's own text. */
  labelKey?: 'offers.actions.scan' | 'offers.actions.shop';
  label?: string;
}

function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  // Sanitised by the server (allowlisted markup only); a template's content is inert: nothing in it runs or loads.
  template.innerHTML = html;
  return template.content;
}

/** The offer's lead: its first paragraph's text (or the whole text's), its first sentence. */
export function offerLead(html: string): string {
  const content = parsed(html);
  const first = content.querySelector('p') ?? content;
  const text = (first.textContent ?? '').replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/u.exec(text)?.[0];
  return sentence ?? text;
}

const scanWords = /(?<!\p{L})(скануй|сканування|скануйте|відскануй)/iu;
const shopWords = /(?<!\p{L})(придбай|купи|купуй|додай у кошик|замов|у магазині застосунку)/iu;

export function offerAction(title: string, html: string): OfferAction | null {
  const content = parsed(html);
  for (const link of content.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    // Only a path of the app itself: never another site, never a protocol-relative address.
    if (href.startsWith('/') && !href.startsWith('//')) {
      const label = (link.textContent ?? '').trim();
      return label
        ? { to: href, label }
        : { to: href, labelKey: href.startsWith('/scan') ? 'offers.actions.scan' : 'offers.actions.shop' };
    }
  }
  const words = `${title} ${content.textContent ?? ''}`;
  if (scanWords.test(words)) return { to: '/scan', labelKey: 'offers.actions.scan' };
  if (shopWords.test(words)) return { to: '/shop', labelKey: 'offers.actions.shop' };
  return null;
}
