// Demo loyalty data of each brand: rewards for XP, offers, marathon quizzes, sales points and brand stores, pack codes.
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import { normalizePackCode } from '@loyalty/domain/pack-code';
import { productImageSrc } from './catalog.ts';
import type { PackCodeKind, QuizQuestion, StoreKind } from '../schema/index.ts';

const dayMs = 86_400_000;

export interface DemoReward {
  title: string;
  description: string;
  /** Rewards are goods of the demo catalogue, so they show that product's picture (no separate image set to keep). */
  imageHandle: string;
  xpPrice: number;
  active?: boolean;
  inactiveReason?: string;
  /** Units left; undefined means unlimited. */
  stock?: number;
}

export const demoRewards: Record<Brand, DemoReward[]> = {
  glo: [
    {
      title: 'Щіточки для очищення glo™ (10\u00a0шт.)',
      description: 'Набір щіточок для регулярного очищення камери нагріву. Чистий пристрій — стабільний смак.',
      imageHandle: 'glo-cleaning-brushes',
      xpPrice: 150,
    },
    {
      title: 'Чохол-книжка glo™ hyper pro',
      description: 'Шкіряний чохол, що захищає пристрій від подряпин і падінь. Магнітна застібка, отвір для заряджання.',
      imageHandle: 'glo-hyper-pro-folio-case',
      xpPrice: 700,
      stock: 15,
    },
    {
      title: 'Бокова панель «Морська хвиля»',
      description: 'Змінна панель для glo™ hyper X2: онови вигляд пристрою за кілька секунд.',
      imageHandle: 'glo-hyper-x2-side-panel',
      xpPrice: 450,
      // The last units went to earlier customers: the screen shows the reward as sold out.
      stock: 0,
    },
    {
      title: 'Автомобільний зарядний пристрій glo™',
      description: 'Заряджай пристрій у дорозі: адаптер для гнізда прикурювача з кабелем USB-C.',
      imageHandle: 'glo-car-charger',
      xpPrice: 550,
      active: false,
      inactiveReason: 'Нова партія — наступного місяця',
    },
    // Every reward is a thing sent to the customer: a discount or a code would need its own way to be given and
    // applied, which rewards do not have.
  ],
  ogo: [
    {
      title: 'Кепка ogo',
      description: 'Кепка з вишитим логотипом і регульованим ремінцем.',
      imageHandle: 'ogo-cap',
      xpPrice: 600,
    },
    {
      title: 'Шопер ogo',
      description: 'Місткий шопер із щільної бавовни — для покупок і щоденних справ.',
      imageHandle: 'ogo-tote-bag',
      xpPrice: 400,
      // The last units went to earlier customers: the screen shows the reward as sold out.
      stock: 0,
    },
    {
      title: 'Худі ogo «Чорний оксамит»',
      description: 'Тепле худі з м’якого футеру з вишивкою ogo на грудях.',
      imageHandle: 'ogo-hoodie-black-velvet',
      xpPrice: 2000,
      active: false,
      inactiveReason: 'Нова колекція — навесні',
    },
    {
      title: 'Кишеньковий футляр для velo',
      description: 'Компактний футляр для подушечок velo: поміщається в кишеню джинсів.',
      imageHandle: 'ogo-velo-pocket-case',
      xpPrice: 250,
    },

    {
      title: 'Запальничка ogo',
      description: 'Кишенькова запальничка з логотипом ogo: поміщається в будь-яку кишеню.',
      imageHandle: 'ogo-lighter',
      xpPrice: 300,
    },
  ],
};

/**
 * An offer is content: it credits nothing. XP for an action come from a campaign, which the app shows from the campaign
 * itself (its terms, its end), so an offer that promised XP would repeat a campaign, or promise what nobody gives
 * (docs/decisions/0073). The demo's offers are about goods and places.
 */
export interface DemoOffer {
  title: string;
  bodyHtml: string;
  imageHandle: string;
  /**
   * What of the shop the offer is about: the seed ends its text with a link there (a product's page or a category's
   * list), which the offer card's action opens, rather than the shop's front page.
   */
  shop?: { product: string; label: string } | { category: CategorySlug; label: string };
  /** Days from seeding time (negative: in the past). */
  validFromDays: number;
  validToDays: number;
}

export const demoOffers: Record<Brand, DemoOffer[]> = {
  // One deal per card, about one product, saying only what the shop does (docs/decisions/0075): a discount is one the
  // checkout applies (VELO-30), free delivery is the shop's own rule from 399 грн.
  glo: [
    {
      title: 'Новий смак: neo™ Деміфреш Клік',
      bodyHtml: '<p>Придбай стіки neo™ Деміфреш Клік у застосунку: свіжий смак із капсулою, яку вмикаєш натиском.</p>',
      imageHandle: 'neo-demi-fresh-click',
      shop: { product: 'neo-demi-fresh-click', label: 'До стіків' },
      validFromDays: -5,
      validToDays: 25,
    },
    {
      title: 'glo™ hyper X2 з безкоштовною доставкою',
      bodyHtml:
        '<p>Придбай пристрій glo™ hyper X2 у застосунку: замовлення від 399\u00a0грн «Нова пошта» доставить безкоштовно.</p>',
      imageHandle: 'glo-hyper-x2',
      shop: { product: 'glo-hyper-x2', label: 'До пристрою' },
      validFromDays: -10,
      validToDays: 20,
    },
    {
      title: 'Бокова панель «Морська хвиля»',
      bodyHtml: '<p>Нова бокова панель для glo™ hyper X2. Пропозиція завершилась.</p>',
      imageHandle: 'glo-hyper-x2-side-panel',
      validFromDays: -60,
      validToDays: -30,
    },
    {
      title: 'Тест-драйв glo™ hyper pro',
      bodyHtml: '<p>Спробуй glo™ hyper pro протягом 14 днів у glo studio поруч із тобою.</p>',
      imageHandle: 'glo-hyper-pro',
      validFromDays: 10,
      validToDays: 40,
    },
  ],
  ogo: [
    {
      title: 'velo: −30% на три банки',
      bodyHtml:
        '<p>Додай у кошик три банки velo з позначкою акції та отримай знижку 30% з промокодом ' + '<strong>VELO-30</strong>.</p>',
      imageHandle: 'velo-freeze-mint',
      shop: { category: 'ogo-velo', label: 'Обрати velo' },
      validFromDays: -3,
      validToDays: 27,
    },
    {
      title: 'Нова футболка ogo',
      bodyHtml: '<p>Придбай футболку ogo у застосунку: щільна бавовна, вільний крій, розміри S–XL.</p>',
      imageHandle: 'ogo-t-shirt',
      shop: { product: 'ogo-t-shirt', label: 'До футболки' },
      validFromDays: -15,
      validToDays: 15,
    },
    {
      title: 'Запальничка ogo',
      bodyHtml: '<p>Кишенькова запальничка ogo в магазині застосунку. Пропозиція завершилась.</p>',
      imageHandle: 'ogo-lighter',
      validFromDays: -90,
      validToDays: -45,
    },
  ],
};

export interface DemoQuiz {
  slug: string;
  title: string;
  description: string;
  xpReward: number;
  passScore: number;
  /** Days from seeding time. */
  startsDays: number;
  endsDays: number;
  questions: QuizQuestion[];
}

function questions(items: [text: string, options: string[], correctIndex: number][]): QuizQuestion[] {
  return items.map(([text, options, correctIndex], index) => ({ id: `q${index + 1}`, text, options, correctIndex }));
}

export const demoQuizzes: Record<Brand, DemoQuiz[]> = {
  glo: [
    {
      slug: 'glo-marathon-znavtsi',
      title: 'Марафон знавців glo™',
      description: 'Дай правильні відповіді щонайменше на 4 з 5 запитань і отримай 100\u00a0XP.',
      xpReward: 100,
      passScore: 4,
      startsDays: -30,
      endsDays: 60,
      questions: questions([
        ['Скільки стіків у пачці neo™?', ['10', '20', '25'], 1],
        ['Скільки пачок у блоці стіків?', ['5', '10', '20'], 1],
        ['Що відбувається з тютюном у пристрої glo™?', ['Він горить', 'Він нагрівається без горіння', 'Він розчиняється'], 1],
        ['Чим очищати камеру нагріву?', ['Водою', 'Щіточками для очищення glo™', 'Ватними паличками зі спиртом'], 1],
        ['Як отримати XP за пачку стіків?', ['Відсканувати код у пачці', 'Сфотографувати чек', 'Подзвонити на гарячу лінію'], 0],
      ]),
    },
    {
      slug: 'glo-marathon-osin',
      title: 'Осінній марафон glo™',
      description: 'Марафон завершився. Дякуємо всім учасникам!',
      xpReward: 80,
      passScore: 3,
      startsDays: -120,
      endsDays: -60,
      questions: questions([
        ['Який роз’єм для заряджання у glo™ hyper X2?', ['micro-USB', 'USB-C', 'Lightning'], 1],
        ['Для чого бокова панель glo™ hyper X2?', ['Для заряджання', 'Щоб змінити вигляд пристрою', 'Для очищення'], 1],
        ['Де можна спробувати пристрій перед купівлею?', ['У glo studio', 'Лише онлайн', 'Ніде'], 0],
        ['Що потрібно, щоб обміняти бали на нагороду?', ['Достатньо балів на рахунку', 'Чек з магазину', 'Нічого'], 0],
      ]),
    },
  ],
  ogo: [
    {
      slug: 'ogo-marathon-velo',
      title: 'Марафон velo',
      description: 'Перевір, як добре ти знаєш velo: 3 правильні відповіді з 4 — і 80\u00a0XP твої.',
      xpReward: 80,
      passScore: 3,
      startsDays: -30,
      endsDays: 60,
      questions: questions([
        ['Що таке velo?', ['Електронна сигарета', 'Нікотинові подушечки без тютюну', 'Жувальна гумка'], 1],
        ['Як вживають подушечку velo?', ['Кладуть під губу', 'Ковтають', 'Розчиняють у воді'], 0],
        ['Скільки подушечок зазвичай у банці velo?', ['10', '20', '50'], 1],
        ['За що нараховуються XP в ogo?', ['За сканування коду з пачки', 'За перегляд новин', 'За вхід у застосунок'], 0],
      ]),
    },
    {
      slug: 'ogo-marathon-lito',
      title: 'Літній марафон ogo',
      description: 'Марафон завершився. Наступний — вже скоро!',
      xpReward: 60,
      passScore: 3,
      startsDays: -150,
      endsDays: -90,
      questions: questions([
        ['Скільки пачок сигарет у блоці?', ['10', '12', '20'], 0],
        ['Що можна отримати за XP?', ['Мерч і аксесуари ogo', 'Готівку', 'Нічого'], 0],
        ['Хто може користуватися застосунком ogo?', ['Повнолітні користувачі', 'Будь-хто', 'Лише працівники'], 0],
        ['Де переглянути історію XP?', ['В історії балів', 'У кошику', 'У FAQ'], 0],
      ]),
    },
  ],
};

export interface DemoStore {
  kind: StoreKind;
  name: string;
  city: string;
  address: string;
  hours: string;
  phone: string;
  latitude: string;
  longitude: string;
}

const mallHours = 'Пн–Нд 10:00–22:00';
const streetHours = 'Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00';
const kioskHours = 'Щодня 07:00–23:00';

/**
 * Points of sale carry both brands' goods and are listed in each brand. A title names the place: the page already
 * says whose sales points these are, so a brand prefix on every card would only push the place out of view.
 */
function salesPoints(): DemoStore[] {
  const point = (city: string, place: string, address: string, hours: string, latitude: string, longitude: string) => ({
    kind: 'sales_point' as const,
    name: place,
    city,
    address,
    hours,
    phone: '',
    latitude,
    longitude,
  });
  return [
    point('Київ', 'ТРЦ Gulliver', 'Спортивна пл., 1А', mallHours, '50.438500', '30.522300'),
    point('Київ', 'Хрещатик', 'вул. Хрещатик, 22', streetHours, '50.448000', '30.523000'),
    point('Київ', 'ТРЦ Lavina Mall', 'вул. Берковецька, 6Д', mallHours, '50.495100', '30.359200'),
    point('Львів', 'пл. Ринок', 'пл. Ринок, 10', streetHours, '49.841900', '24.031500'),
    point('Львів', 'ТРЦ Victoria Gardens', 'вул. Кульпарківська, 226А', mallHours, '49.806900', '23.978500'),
    point('Одеса', 'Дерибасівська', 'вул. Дерибасівська, 21', streetHours, '46.483700', '30.735500'),
    point('Харків', 'Сумська', 'вул. Сумська, 35', streetHours, '50.001800', '36.233500'),
    point('Дніпро', 'просп. Яворницького', 'просп. Дмитра Яворницького, 52', kioskHours, '48.465000', '35.045000'),
    point('Дніпро', 'ТРЦ Мост-Сіті', 'вул. Глінки, 2', mallHours, '48.466400', '35.049400'),
    point('Запоріжжя', 'просп. Соборний', 'просп. Соборний, 147', kioskHours, '47.845000', '35.133000'),
  ];
}

export const demoStores: Record<Brand, DemoStore[]> = {
  glo: [
    ...salesPoints(),
    {
      kind: 'brand_store',
      name: 'glo studio Ocean Plaza',
      city: 'Київ',
      address: 'вул. Антоновича, 176, ТРЦ Ocean Plaza, 1 поверх',
      hours: mallHours,
      phone: '+380 44 390 12 01',
      latitude: '50.412200',
      longitude: '30.522400',
    },
    {
      kind: 'brand_store',
      name: 'glo studio Forum Lviv',
      city: 'Львів',
      address: 'вул. Під Дубом, 7Б, ТРЦ Forum Lviv, 2 поверх',
      hours: mallHours,
      phone: '+380 32 390 12 02',
      latitude: '49.850200',
      longitude: '24.022300',
    },
    {
      kind: 'brand_store',
      name: 'glo studio Дерибасівська',
      city: 'Одеса',
      address: 'вул. Дерибасівська, 12',
      hours: streetHours,
      phone: '+380 48 390 12 03',
      latitude: '46.484600',
      longitude: '30.738100',
    },
  ],
  ogo: [
    ...salesPoints(),
    {
      kind: 'brand_store',
      name: 'ogo store Хрещатик',
      city: 'Київ',
      address: 'вул. Хрещатик, 15',
      hours: streetHours,
      phone: '+380 44 390 22 01',
      latitude: '50.446700',
      longitude: '30.521400',
    },
    {
      kind: 'brand_store',
      name: 'ogo store Nikolsky',
      city: 'Харків',
      address: 'вул. Гетьмана Сагайдачного, 1, ТРЦ Nikolsky',
      hours: mallHours,
      phone: '+380 57 390 22 02',
      latitude: '49.991700',
      longitude: '36.233900',
    },
  ],
};

export interface DemoPackCode {
  /** As printed for people (README, manual entry); stored normalised. */
  printed: string;
  code: string;
  brand: Brand;
  kind: PackCodeKind;
  xp: number;
}

export const demoPackCodesPerKind = 20;

/**
 * Known codes for trying the scan by manual entry: GLO-STICKS-0001…0020, GLO-VELO-0001…0020, OGO-STICKS-0001…0020 and
 * OGO-VELO-0001…0020, worth 10, 20, 30, 40, 50 XP in turn. Normalised they are 11 to 13 characters, above the minimum
 * of 10. They are guessable on purpose: demo data is seeded only where SEED_DEMO_DATA asks for it.
 */
export function demoPackCodes(): DemoPackCode[] {
  const result: DemoPackCode[] = [];
  for (const brand of ['glo', 'ogo'] as const) {
    for (const kind of ['sticks', 'velo'] as const) {
      for (let index = 1; index <= demoPackCodesPerKind; index += 1) {
        const printed = `${brand}-${kind}-${String(index).padStart(4, '0')}`.toUpperCase();
        result.push({ printed, code: normalizePackCode(printed), brand, kind, xp: 10 * (((index - 1) % 5) + 1) });
      }
    }
  }
  return result;
}

/** The image of a reward or offer: the picture of the catalogue product it is about. */
export function loyaltyImageSrc(handle: string): string {
  return productImageSrc(handle);
}

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * dayMs);
}
