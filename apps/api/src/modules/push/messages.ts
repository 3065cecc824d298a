// What each notification says: Ukrainian, in each brand's voice (ти, as the app speaks), and the page of the
// app a tap opens. One place for the texts, so push and SMS say the same thing.
import type { Brand } from '@loyalty/contracts/brand';
import type { NotificationKind } from '@loyalty/contracts/push';

export interface NotificationMessage {
  kind: NotificationKind;
  /** One notification, once: the job's dedupe key and the per-device delivery record. */
  key: string;
  title: string;
  body: string;
  /** A path of the app, opened (or focused) when the notification is tapped. */
  url: string;
  /** The SMS text when the customer has no push subscription; without it such a customer is not told. */
  sms?: string;
  ttlSeconds: number;
  urgency?: 'low' | 'normal' | 'high';
}

const brandTitle: Record<Brand, string> = { glo: 'glo™', ogo: 'ogo' };
const day = 86_400;

function xp(amount: number): string {
  return `${amount} XP`;
}

/** 25.11.2026 from 2026-11-25. */
function dateText(isoDate: string): string {
  const [year, month, dayOfMonth] = isoDate.split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

export function orderPaidMessage(brand: Brand, order: { id: number; orderNumber: number }): NotificationMessage {
  return {
    kind: 'orders',
    key: `order-paid:${order.id}`,
    title: `${brandTitle[brand]}: замовлення №${order.orderNumber} оплачено`,
    body: 'Дякуємо! Ми вже готуємо його до відправлення.',
    url: '/history-order',
    ttlSeconds: 2 * day,
  };
}

export function orderHandedToCourierMessage(brand: Brand, order: { id: number; orderNumber: number }): NotificationMessage {
  return {
    kind: 'orders',
    key: `order-courier:${order.id}`,
    title: `${brandTitle[brand]}: замовлення №${order.orderNumber} в дорозі`,
    body: 'Кур’єр отримав твоє замовлення й скоро зателефонує.',
    url: '/history-order',
    ttlSeconds: day,
    urgency: 'high',
  };
}

export function referralCreditedMessage(brand: Brand, referral: { id: number; xp: number }): NotificationMessage {
  return {
    kind: 'referrals',
    key: `referral:${referral.id}`,
    title: `${brandTitle[brand]}: +${xp(referral.xp)} за друга`,
    body: 'Твій друг зробив перше замовлення: бали вже на твоєму рахунку.',
    url: '/history-bonuses',
    ttlSeconds: 7 * day,
  };
}

export function pointsExpiringMessage(
  brand: Brand,
  reminder: {
    customerId: number;
    asOf: string;
    amount: number;
    expiresOn: string;
    /** Points of later dates reminded the same day. */
    later?: { amount: number; until: string } | undefined;
  },
): NotificationMessage {
  const later = reminder.later ? ` Ще ${xp(reminder.later.amount)} згорять до ${dateText(reminder.later.until)}.` : '';
  const text =
    `${xp(reminder.amount)} згорять ${dateText(reminder.expiresOn)}.${later} ` + 'Обміняй їх на подарунки, поки вони діють.';
  return {
    kind: 'expiry',
    key: `expiry:${reminder.customerId}:${reminder.asOf}`,
    title: `${brandTitle[brand]}: бали скоро згорять`,
    body: text,
    url: '/history-bonuses',
    sms: `${brandTitle[brand]}: ${text}`,
    ttlSeconds: 3 * day,
  };
}

export function newsMessage(brand: Brand, news: { id: number; title: string; summary: string }): NotificationMessage {
  return {
    kind: 'news',
    key: `news:${news.id}`,
    title: `${brandTitle[brand]}: ${news.title}`.slice(0, 120),
    body: news.summary.slice(0, 240),
    url: `/news/${news.id}`,
    ttlSeconds: 3 * day,
    urgency: 'low',
  };
}

/**
 * A campaign's push (decision 0065): marketing's own title and text, under the customer's news and promotions switch.
 * `key` names the campaign and the fact, so the same fact never notifies twice.
 */
export function campaignPushMessage(message: { key: string; title: string; text: string }): NotificationMessage {
  return {
    kind: 'news',
    key: `campaign:${message.key}`,
    title: message.title,
    body: message.text,
    url: '/',
    ttlSeconds: 2 * day,
    urgency: 'low',
  };
}
