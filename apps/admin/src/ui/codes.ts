// The one translation map of the codes the server sends (ledger reasons, scan outcomes, order, payment and delivery
// states, job states, audit actions…): each code in Ukrainian and English, with the colour of its badge. Screens never
// print a raw code; a code this build does not know yet shows as itself, so nothing is hidden.
import type {
  financialStatuses,
  NewsState,
  referralFlags,
  staffRoles,
  tierMeasures,
  xpAdjustmentStatuses,
} from '@loyalty/contracts/admin';
import type { CampaignStatus, CampaignTrigger } from '@loyalty/domain/campaigns';
import type { scanOutcomes } from '@loyalty/contracts/scan';
import type { RewardRedemptionStatus } from '@loyalty/contracts/points';
import type { faqTopicSchema } from '@loyalty/contracts/content';
import type { feedbackShops } from '@loyalty/contracts/feedback';
import type { documentTypes } from '@loyalty/contracts/verification';
import type { storeKinds } from '@loyalty/contracts/points';

export type Language = 'uk' | 'en';
/** A badge's colour: its meaning, not a hue. */
export type Tone = 'positive' | 'negative' | 'warning' | 'neutral' | 'info';

interface Code {
  uk: string;
  en: string;
  tone?: Tone;
}

function entries<K extends string>(table: Record<K, Code>): Record<K, Code> {
  return table;
}

export const codes = {
  ledger_reason: entries({
    scan: { uk: 'Сканування коду', en: 'Code scan', tone: 'positive' },
    multiscan: { uk: 'Фото кількох пачок', en: 'Multi-pack photo', tone: 'positive' },
    quiz: { uk: 'Вікторина', en: 'Quiz', tone: 'positive' },
    reward: { uk: 'Обмін на винагороду', en: 'Reward', tone: 'info' },
    adjustment: { uk: 'Коригування працівником', en: 'Staff adjustment', tone: 'warning' },
    order: { uk: 'Замовлення', en: 'Order', tone: 'info' },
    order_refund: { uk: 'Повернення замовлення', en: 'Order refund', tone: 'warning' },
    referral: { uk: 'Запрошення друга', en: 'Referral', tone: 'positive' },
    referral_reversal: { uk: 'Скасування за запрошення', en: 'Referral reversed', tone: 'negative' },
    certificate: { uk: 'Сертифікат', en: 'Certificate', tone: 'info' },
    expiry: { uk: 'Згоряння балів', en: 'Points expired', tone: 'neutral' },
    campaign: { uk: 'Кампанія', en: 'Campaign', tone: 'positive' },
    campaign_reversal: { uk: 'Скасування за кампанією', en: 'Campaign reversed', tone: 'negative' },
    reward_return: { uk: 'Повернення за скасовану нагороду', en: 'Cancelled reward returned', tone: 'warning' },
  }),
  scan_outcome: entries<(typeof scanOutcomes)[number]>({
    credited: { uk: 'Зараховано', en: 'Credited', tone: 'positive' },
    already_used: { uk: 'Код уже використано', en: 'Already used', tone: 'warning' },
    unknown_code: { uk: 'Невідомий код', en: 'Unknown code', tone: 'negative' },
    limit_reached: { uk: 'Денний ліміт', en: 'Daily limit reached', tone: 'warning' },
  }),
  redemption_status: entries<RewardRedemptionStatus>({
    placed: { uk: 'Оформлено', en: 'Placed', tone: 'warning' },
    sent: { uk: 'Відправлено', en: 'Sent', tone: 'info' },
    received: { uk: 'Отримано', en: 'Received', tone: 'positive' },
    cancelled: { uk: 'Скасовано', en: 'Cancelled', tone: 'neutral' },
  }),
  order_status: entries<(typeof financialStatuses)[number]>({
    pending: { uk: 'Очікує оплати', en: 'Awaiting payment', tone: 'warning' },
    paid: { uk: 'Оплачено', en: 'Paid', tone: 'positive' },
    failed: { uk: 'Оплата не пройшла', en: 'Payment failed', tone: 'negative' },
    voided: { uk: 'Скасовано', en: 'Voided', tone: 'neutral' },
    refunded: { uk: 'Повернено', en: 'Refunded', tone: 'info' },
  }),
  payment_method: entries({
    '1': { uk: 'При отриманні', en: 'Cash on delivery' },
    '2': { uk: 'Карткою (LiqPay)', en: 'Card (LiqPay)' },
    '3': { uk: 'Балами', en: 'XP only' },
  }),
  delivery_mode: entries({
    '1': { uk: 'Відділення Нової пошти', en: 'Nova Poshta branch' },
    '2': { uk: "Кур'єр Нової пошти", en: 'Nova Poshta courier' },
    '3': { uk: "Кур'єр iPost", en: 'iPost courier' },
  }),
  transaction_status: entries({
    pending: { uk: 'Очікує', en: 'Pending', tone: 'warning' },
    paid: { uk: 'Оплачено', en: 'Paid', tone: 'positive' },
    success: { uk: 'Успішно', en: 'Success', tone: 'positive' },
    failed: { uk: 'Не вдалося', en: 'Failed', tone: 'negative' },
    failure: { uk: 'Не вдалося', en: 'Failed', tone: 'negative' },
    error: { uk: 'Помилка', en: 'Error', tone: 'negative' },
    refunded: { uk: 'Повернено', en: 'Refunded', tone: 'info' },
    reversed: { uk: 'Повернено', en: 'Reversed', tone: 'info' },
  }),
  courier_status: entries({
    sent: { uk: 'Передано кур’єру', en: 'Handed to the courier', tone: 'positive' },
    failed: { uk: 'Не передано', en: 'Not handed over', tone: 'negative' },
  }),
  job_state: entries({
    queued: { uk: 'У черзі', en: 'Queued', tone: 'info' },
    running: { uk: 'Виконується', en: 'Running', tone: 'warning' },
    failed: { uk: 'Не вдалося', en: 'Failed', tone: 'negative' },
    done: { uk: 'Виконано', en: 'Done', tone: 'positive' },
  }),
  job_queue: entries({
    'analytics-delivery': { uk: 'Доставка аналітики', en: 'Analytics delivery' },
    'analytics-sweep': { uk: 'Прибирання аналітики', en: 'Analytics clean-up' },
    'delivery:refresh-directory': { uk: 'Довідник відділень', en: 'Branch directory refresh' },
    'feedback:link-offline-orders': { uk: 'Привʼязка офлайн-покупок', en: 'Offline purchases linking' },
    maintenance: { uk: 'Обслуговування', en: 'Maintenance' },
    multiscan: { uk: 'Фото кількох пачок', en: 'Multi-pack photos' },
    'orders:expire-unpaid': { uk: 'Неоплачені замовлення', en: 'Unpaid orders expiry' },
    'payments:reconcile': { uk: 'Звірка оплат', en: 'Payment reconciliation' },
    'points:expire': { uk: 'Згоряння балів', en: 'Points expiry' },
    'push:news': { uk: 'Пуші про новини', en: 'News pushes' },
    'push:notify': { uk: 'Пуш-сповіщення', en: 'Push notifications' },
    'subscription:deliver': { uk: 'Доставки підписки', en: 'Subscription deliveries' },
  }),
  feedback_shop: entries<(typeof feedbackShops)[number]>({
    glo: { uk: 'glo', en: 'glo' },
    ogo: { uk: 'ogo', en: 'ogo' },
    velo: { uk: 'velo', en: 'velo' },
  }),
  code_kind: entries({
    sticks: { uk: 'Стіки', en: 'Sticks' },
    velo: { uk: 'velo', en: 'velo' },
  }),
  faq_topic: entries<(typeof faqTopicSchema)['options'][number]>({
    general: { uk: 'Загальні', en: 'General' },
    'invite-friend': { uk: 'Запроси друга', en: 'Invite a friend' },
    subscription: { uk: 'Підписка', en: 'Subscription' },
    velo: { uk: 'velo', en: 'velo' },
  }),
  verification_status: entries({
    pending: { uk: 'Очікує', en: 'Waiting', tone: 'warning' },
    approved: { uk: 'Підтверджено', en: 'Approved', tone: 'positive' },
    rejected: { uk: 'Відхилено', en: 'Rejected', tone: 'negative' },
  }),
  news_state: entries<NewsState>({
    draft: { uk: 'Чернетка', en: 'Draft', tone: 'neutral' },
    published: { uk: 'Опубліковано', en: 'Published', tone: 'positive' },
    unpublished: { uk: 'Знято з публікації', en: 'Unpublished', tone: 'warning' },
  }),
  document_type: entries<(typeof documentTypes)[number]>({
    passport: { uk: 'Паспорт', en: 'Passport' },
    id_card: { uk: 'ID-картка', en: 'ID card' },
    driver_license: { uk: 'Посвідчення водія', en: "Driver's licence" },
    other: { uk: 'Інший документ', en: 'Other document' },
  }),
  xp_adjustment_status: entries<(typeof xpAdjustmentStatuses)[number]>({
    pending: { uk: 'Чекає погодження', en: 'Awaiting approval', tone: 'warning' },
    approved: { uk: 'Погоджено', en: 'Approved', tone: 'positive' },
    rejected: { uk: 'Відхилено', en: 'Rejected', tone: 'negative' },
    applied: { uk: 'Проведено', en: 'Applied', tone: 'positive' },
  }),
  staff_role: entries<(typeof staffRoles)[number]>({
    admin: { uk: 'Адміністратор', en: 'Administrator', tone: 'info' },
    support: { uk: 'Підтримка', en: 'Support' },
    moderator: { uk: 'Модератор', en: 'Moderator' },
    marketing: { uk: 'Маркетинг', en: 'Marketing' },
    ops: { uk: 'Командний рядок', en: 'Command line' },
  } as Record<(typeof staffRoles)[number], Code>),
  referral_flag: entries<(typeof referralFlags)[number]>({
    shared_address: { uk: 'Спільна адреса', en: 'Shared address', tone: 'warning' },
    shared_ip: { uk: 'Спільна IP-адреса', en: 'Shared IP address', tone: 'warning' },
    refunds: { uk: 'Повернення', en: 'Refunds', tone: 'negative' },
  }),
  audit_action: entries({
    'customer.block': { uk: 'Клієнта заблоковано', en: 'Customer blocked', tone: 'negative' },
    'customer.unblock': { uk: 'Клієнта розблоковано', en: 'Customer unblocked', tone: 'positive' },
    'customer.sessions-revoke': { uk: 'Сесії клієнта завершено', en: 'Customer sessions ended', tone: 'warning' },
    'customer.xp-adjust': { uk: 'Бали скориговано', en: 'XP adjusted', tone: 'warning' },
    'customer.xp-adjust-request': { uk: 'Запит на нарахування', en: 'XP credit requested', tone: 'info' },
    'customer.xp-adjust-approve': { uk: 'Нарахування погоджено', en: 'XP credit approved', tone: 'positive' },
    'customer.xp-adjust-reject': { uk: 'Нарахування відхилено', en: 'XP credit rejected', tone: 'negative' },
    'verification.approve': { uk: 'Вік підтверджено', en: 'Age verified', tone: 'positive' },
    'verification.reject': { uk: 'Верифікацію відхилено', en: 'Verification rejected', tone: 'negative' },
    'order.mark-paid': { uk: 'Замовлення позначено оплаченим', en: 'Order marked paid', tone: 'positive' },
    'order.cancel': { uk: 'Замовлення скасовано', en: 'Order cancelled', tone: 'negative' },
    'order.refund': { uk: 'Замовлення повернено', en: 'Order refunded', tone: 'warning' },
    'reward_redemption.sent': { uk: 'Нагороду відправлено', en: 'Reward sent', tone: 'info' },
    'reward_redemption.received': { uk: 'Нагороду отримано', en: 'Reward received', tone: 'positive' },
    'reward_redemption.cancelled': { uk: 'Видачу нагороди скасовано', en: 'Reward cancelled', tone: 'warning' },
    'order.resend-courier': { uk: 'Повторно передано кур’єру', en: 'Resent to the courier', tone: 'info' },
    'order.paid': { uk: 'Оплату отримано', en: 'Payment received', tone: 'positive' },
    'order.failed': { uk: 'Оплата не пройшла', en: 'Payment failed', tone: 'negative' },
    'order.voided': { uk: 'Оплату анульовано', en: 'Payment voided', tone: 'neutral' },
    'order.refunded': { uk: 'Кошти повернено', en: 'Payment refunded', tone: 'warning' },
    'news.create': { uk: 'Новину створено', en: 'News created', tone: 'info' },
    'news.update': { uk: 'Новину змінено', en: 'News updated', tone: 'info' },
    'news.publish': { uk: 'Новину опубліковано', en: 'News published', tone: 'positive' },
    'news.unpublish': { uk: 'Новину знято з публікації', en: 'News unpublished', tone: 'neutral' },
    'news.push': { uk: 'Надіслано пуш про новину', en: 'News push sent', tone: 'info' },
    'media.upload': { uk: 'Зображення завантажено', en: 'Picture uploaded', tone: 'info' },
    'faq.create': { uk: 'Питання FAQ додано', en: 'FAQ entry added', tone: 'info' },
    'faq.update': { uk: 'Питання FAQ змінено', en: 'FAQ entry updated', tone: 'info' },
    'faq.delete': { uk: 'Питання FAQ видалено', en: 'FAQ entry deleted', tone: 'negative' },
    'page.update': { uk: 'Сторінку змінено', en: 'Page updated', tone: 'info' },
    'offer.create': { uk: 'Акцію створено', en: 'Offer created', tone: 'info' },
    'offer.update': { uk: 'Акцію змінено', en: 'Offer updated', tone: 'info' },
    'reward.create': { uk: 'Винагороду створено', en: 'Reward created', tone: 'info' },
    'reward.update': { uk: 'Винагороду змінено', en: 'Reward updated', tone: 'info' },
    'certificates.import-partners': { uk: 'Імпорт партнерських сертифікатів', en: 'Partner certificates imported' },
    'certificates.import-stock': { uk: 'Імпорт сертифікатів', en: 'Certificates imported' },
    'job.retry': { uk: 'Задачу запущено знову', en: 'Job retried', tone: 'info' },
    'staff.create': { uk: 'Акаунт працівника створено', en: 'Staff account created', tone: 'info' },
    'staff.update': { uk: 'Акаунт працівника змінено', en: 'Staff account updated', tone: 'info' },
    'staff.disable': { uk: 'Акаунт працівника вимкнено', en: 'Staff account disabled', tone: 'negative' },
    'staff.enable': { uk: 'Акаунт працівника увімкнено', en: 'Staff account enabled', tone: 'positive' },
    'staff.login': { uk: 'Вхід', en: 'Signed in' },
    'staff.login-failed': { uk: 'Невдала спроба входу', en: 'Failed sign-in', tone: 'negative' },
    'staff.logout': { uk: 'Вихід', en: 'Signed out' },
    'staff.password-change': { uk: 'Пароль змінено', en: 'Password changed', tone: 'info' },
    'staff.totp-setup': { uk: 'Налаштування двофакторного входу', en: 'Two-factor set-up started' },
    'staff.totp-enable': { uk: 'Двофакторний вхід увімкнено', en: 'Two-factor sign-in on', tone: 'positive' },
    'staff.totp-disable': { uk: 'Двофакторний вхід вимкнено', en: 'Two-factor sign-in off', tone: 'warning' },
    'staff.confirm-failed': { uk: 'Невдале підтвердження паролем', en: 'Failed password confirmation', tone: 'negative' },
    'campaign.create': { uk: 'Кампанію створено', en: 'Campaign created', tone: 'info' },
    'campaign.update': { uk: 'Кампанію змінено', en: 'Campaign updated', tone: 'info' },
    'campaign.activate': { uk: 'Кампанію запущено', en: 'Campaign activated', tone: 'positive' },
    'campaign.pause': { uk: 'Кампанію призупинено', en: 'Campaign paused', tone: 'warning' },
    'campaign.end': { uk: 'Кампанію завершено', en: 'Campaign ended', tone: 'neutral' },
    'tier_set.create': { uk: 'Набір рівнів створено', en: 'Tier set created', tone: 'info' },
    'tier_set.update': { uk: 'Набір рівнів змінено', en: 'Tier set updated', tone: 'info' },
    'tier_set.delete': { uk: 'Набір рівнів видалено', en: 'Tier set deleted', tone: 'negative' },
    'tier_level.create': { uk: 'Рівень додано', en: 'Tier level added', tone: 'info' },
    'tier_level.update': { uk: 'Рівень змінено', en: 'Tier level updated', tone: 'info' },
    'tier_level.delete': { uk: 'Рівень видалено', en: 'Tier level deleted', tone: 'negative' },
    'tier.assign': { uk: 'Рівень призначено вручну', en: 'Tier assigned by hand', tone: 'warning' },
    'tier.unassign': { uk: 'Ручний рівень знято', en: 'Manual tier removed', tone: 'neutral' },
    'segment.create': { uk: 'Сегмент створено', en: 'Segment created', tone: 'info' },
    'segment.update': { uk: 'Сегмент змінено', en: 'Segment updated', tone: 'info' },
    'segment.delete': { uk: 'Сегмент видалено', en: 'Segment deleted', tone: 'negative' },
    'store.create': { uk: 'Магазин додано', en: 'Store added', tone: 'info' },
    'store.update': { uk: 'Магазин змінено', en: 'Store updated', tone: 'info' },
    'store.delete': { uk: 'Магазин видалено', en: 'Store deleted', tone: 'negative' },
  }),
  metafield: entries({
    'feedback.offline_orders_linked_at': { uk: 'Офлайн-замовлення привʼязано', en: 'Offline orders linked' },
    'pwaFavorite.favoriteList': { uk: 'Обрані товари в застосунку', en: 'Favourite products in the app' },
  }),
  audit_target: entries({
    customer: { uk: 'Клієнт', en: 'Customer', tone: 'neutral' },
    staff: { uk: 'Працівник', en: 'Staff member', tone: 'neutral' },
    order: { uk: 'Замовлення', en: 'Order', tone: 'neutral' },
    verification: { uk: 'Заявка на верифікацію', en: 'Verification request', tone: 'neutral' },
    news: { uk: 'Новина', en: 'News item', tone: 'neutral' },
    media: { uk: 'Зображення', en: 'Picture', tone: 'neutral' },
    page: { uk: 'Сторінка', en: 'Page', tone: 'neutral' },
    faq: { uk: 'Питання FAQ', en: 'FAQ question', tone: 'neutral' },
    reward: { uk: 'Винагорода', en: 'Reward', tone: 'neutral' },
    offer: { uk: 'Акція', en: 'Offer', tone: 'neutral' },
    certificates: { uk: 'Сертифікати', en: 'Certificates', tone: 'neutral' },
    job: { uk: 'Фонова задача', en: 'Background job', tone: 'neutral' },
    campaign: { uk: 'Кампанія', en: 'Campaign', tone: 'neutral' },
    tier_set: { uk: 'Набір рівнів', en: 'Tier set', tone: 'neutral' },
    tier_level: { uk: 'Рівень', en: 'Tier level', tone: 'neutral' },
    segment: { uk: 'Сегмент', en: 'Segment', tone: 'neutral' },
    store: { uk: 'Магазин', en: 'Store', tone: 'neutral' },
  }),
  store_kind: entries<(typeof storeKinds)[number]>({
    sales_point: { uk: 'Точка продажу', en: 'Sales point', tone: 'info' },
    brand_store: { uk: 'Фірмовий магазин', en: 'Brand store', tone: 'positive' },
  }),
  campaign_status: entries<CampaignStatus>({
    draft: { uk: 'Чернетка', en: 'Draft', tone: 'neutral' },
    scheduled: { uk: 'Заплановано', en: 'Scheduled', tone: 'info' },
    active: { uk: 'Активна', en: 'Active', tone: 'positive' },
    paused: { uk: 'Призупинено', en: 'Paused', tone: 'warning' },
    ended: { uk: 'Завершено', en: 'Ended', tone: 'neutral' },
  }),
  campaign_trigger: entries<CampaignTrigger>({
    pack_code_credited: { uk: 'Зараховано код із пачки', en: 'Pack code credited' },
    order_paid: { uk: 'Оплачено замовлення', en: 'Order paid' },
    registration: { uk: 'Реєстрація', en: 'Registration' },
    referral_first_order: { uk: 'Перше замовлення запрошеного друга', en: "A referred friend's first order" },
    nth_scan_of_month: { uk: 'N-не сканування за місяць', en: 'Nth scan of the month' },
    custom_event: { uk: 'Власна подія', en: 'Custom event' },
  }),
  tier_measure: entries<(typeof tierMeasures)[number]>({
    xp_earned: { uk: 'Зароблені бали', en: 'XP earned' },
    money_spent: { uk: 'Витрачені гроші', en: 'Money spent' },
  }),
  tier_change: entries({
    recalculated: { uk: 'Перераховано', en: 'Recalculated', tone: 'info' },
    manual: { uk: 'Вручну', en: 'By hand', tone: 'warning' },
    downgrade: { uk: 'Пониження', en: 'Downgrade', tone: 'neutral' },
  }),
  brand: entries({
    glo: { uk: 'glo', en: 'glo', tone: 'info' },
    ogo: { uk: 'ogo', en: 'ogo', tone: 'info' },
  }),
} as const;

export type CodeKind = keyof typeof codes;

/** The words for a code in the chosen language; an unknown code shows as itself. */
export function codeLabel(kind: CodeKind, code: string | number, language: string): string {
  const entry = (codes[kind] as Record<string, Code | undefined>)[String(code)];
  if (!entry) return String(code);
  return language === 'en' ? entry.en : entry.uk;
}

export function codeTone(kind: CodeKind, code: string | number): Tone {
  return (codes[kind] as Record<string, Code | undefined>)[String(code)]?.tone ?? 'neutral';
}

/** The codes of a kind, in the map's order: the options of a filter. */
export function codeValues(kind: CodeKind): string[] {
  return Object.keys(codes[kind]);
}
