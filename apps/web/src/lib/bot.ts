// Crawler detection: bots get a neutral page instead of error details (spec section 2).
import { userAgentMaxLength } from '@/config/constants';

const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|pingdom|uptimerobot|curl\/|wget\/|python-requests|axios\//i;

export function isBotUserAgent(userAgent: string): boolean {
  // The spec cuts user agents at 500 characters; matching on the same prefix keeps client and server in step.
  return botPattern.test(userAgent.slice(0, userAgentMaxLength));
}

export function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
}
