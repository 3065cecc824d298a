// The demo catalogue of both brands: categories, products, variants and the "popular" selection.
import type { Brand } from '@loyalty/contracts/brand';
import { mediaImagePath } from '@loyalty/domain/media-image';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import { veloPromo } from '@loyalty/domain/constants';

/** What a product's picture shows (drawn by images.ts); a category allows only its own kinds (categoryImageKinds). */
export const productImageKinds = [
  'stick-pack',
  'stick-block',
  'device',
  'side-panel',
  'pouch-tin',
  'cable',
  'car-charger',
  'case',
  'brushes',
  'cigarette-pack',
  'cigarette-block',
  't-shirt',
  'hoodie',
  'cap',
  'tote',
  'mug',
  'lighter',
  'pocket-case',
] as const;
export type ProductImageKind = (typeof productImageKinds)[number];

/**
 * The kinds of picture each category's products may have: a cable is never drawn as a T-shirt, a cigarette pack never
 * as a stick pack. The bonus categories sell a little of everything their brand sells.
 */
export const categoryImageKinds: Record<CategorySlug, readonly ProductImageKind[]> = {
  sticks: ['stick-pack', 'stick-block'],
  devices: ['device'],
  bonus: ['stick-pack', 'device', 'cable', 'case'],
  accessories: ['case', 'cable', 'brushes', 'side-panel', 'car-charger'],
  popular: ['device', 'stick-pack', 'stick-block', 'case', 'cable'],
  'ogo-cigs': ['cigarette-pack', 'cigarette-block'],
  'ogo-velo': ['pouch-tin'],
  'ogo-bonus': ['pouch-tin', 'stick-pack', 't-shirt', 'mug'],
  'ogo-merch': ['t-shirt', 'hoodie', 'cap', 'tote', 'mug'],
  'ogo-sticks': ['stick-pack'],
  'ogo-sticks-single': ['stick-block'],
  'ogo-devices': ['device'],
  'ogo-accessories': ['cable', 'brushes', 'pocket-case', 'lighter'],
};

export interface DemoVariant {
  title: string;
  priceKop: number;
  bonuses?: number;
  packQuantity?: number;
  available?: boolean;
  /** What this variant's picture shows when it differs from the product's kind (a block of a pack product). */
  imageKind?: ProductImageKind;
  /** The colour of the thing itself in this variant (a device's body, a case's leather), as #rrggbb. */
  colour?: string;
}

export interface DemoProduct {
  handle: string;
  title: string;
  description: string;
  /** Primary category; the product is also a member of it. */
  category: CategorySlug;
  tags: string[];
  imageKind: ProductImageKind;
  /** The product's own colour (a flavour's, a cigarette brand's), as #rrggbb; variants may have their own. */
  colour: string;
  variants: DemoVariant[];
}

export interface DemoCollection {
  brand: Brand;
  slug: CategorySlug;
  title: string;
}

export const productImageSize = { width: 640, height: 640 } as const;

/** The widest of the WebP pictures scripts/generate-images.ts writes; the client adds the narrower one (srcset). */
export function productImageSrc(handle: string): string {
  return mediaImagePath(`/media/products/${handle}`);
}

/**
 * The picture of a product's variant at `position` (0-based): the first variant's is the product's own picture (the
 * product is shown as its first variant), each other variant has its own file `<handle>-v<n>` (n from 2).
 */
export function variantImageBase(handle: string, position: number): string {
  return position === 0 ? handle : `${handle}-v${position + 1}`;
}

export function variantImageSrc(handle: string, position: number): string {
  return mediaImagePath(`/media/products/${variantImageBase(handle, position)}`);
}

/** Prices are written in whole hryvnias for readability and stored in kopiyky. */
function uah(hryvnias: number): number {
  return Math.round(hryvnias * 100);
}

const packOf20 = 20;
const blockOf10Packs = 200;
/** Tag the checkout reads: the third delivery service (iPost) is offered only when every cart item has it. */
const ipostAllow = 'ipost_allow';
/** Product tags the order rules read: a velo gift (free shipping) and a test-drive velo (order tag velo_trial). */
const velo = { gift: 'velo_gift', trial: 'velo_trial' } as const;

export const demoCollections: DemoCollection[] = [
  { brand: 'glo', slug: 'sticks', title: 'Стіки neo™' },
  { brand: 'glo', slug: 'devices', title: 'Пристрої glo™' },
  { brand: 'glo', slug: 'bonus', title: 'Товари за бали' },
  { brand: 'glo', slug: 'accessories', title: 'Аксесуари' },
  { brand: 'glo', slug: 'popular', title: 'Популярне' },
  { brand: 'ogo', slug: 'ogo-cigs', title: 'Сигарети' },
  { brand: 'ogo', slug: 'ogo-velo', title: 'Нікотинові подушечки velo' },
  { brand: 'ogo', slug: 'ogo-bonus', title: 'Товари за бали' },
  { brand: 'ogo', slug: 'ogo-merch', title: 'Мерч ogo' },
  { brand: 'ogo', slug: 'ogo-sticks', title: 'Стіки: збери свій блок' },
  { brand: 'ogo', slug: 'ogo-sticks-single', title: 'Стіки блоком одного смаку' },
  { brand: 'ogo', slug: 'ogo-devices', title: 'Пристрої' },
  { brand: 'ogo', slug: 'ogo-accessories', title: 'Аксесуари' },
];

interface StickFlavour {
  key: string;
  name: string;
  packUah: number;
  description: string;
  /** The flavour's colour on its pack. */
  colour: string;
}

const neoFlavours: StickFlavour[] = [
  {
    key: 'demi-fresh-click',
    colour: '#1FA58F',
    name: 'Деміфреш Клік',
    packUah: 118,
    description: 'Тютюнова основа з легкою свіжістю. Натисни капсулу у фільтрі — і смак стає яскраво-ментоловим.',
  },
  {
    key: 'tropical-click',
    colour: '#F28C28',
    name: 'Тропікал Клік',
    packUah: 118,
    description: 'Тютюн із нотками тропічних фруктів; капсула у фільтрі додає соковитої свіжості.',
  },
  {
    key: 'golden-tobacco',
    colour: '#C9A227',
    name: 'Голден Тобакко',
    packUah: 112,
    description: 'Класична збалансована суміш тютюнів з м’якими медовими відтінками.',
  },
  {
    key: 'terracotta-tobacco',
    colour: '#B5533C',
    name: 'Теракота Тобакко',
    packUah: 112,
    description: 'Насичений тютюновий смак із ледь відчутними горіховими нотами.',
  },
  {
    key: 'scarlet-click',
    colour: '#C8102E',
    name: 'Скарлет Клік',
    packUah: 118,
    description: 'Ягідна свіжість червоних ягід, що розкривається після натискання капсули.',
  },
  {
    key: 'arctic-click',
    colour: '#3FA9E0',
    name: 'Арктик Клік',
    packUah: 124,
    description: 'Найхолодніший ментол у лінійці: крижана свіжість від першої затяжки.',
  },
];

function neoStickProduct(flavour: StickFlavour, handlePrefix: string, category: CategorySlug, extraTags: string[]): DemoProduct {
  return {
    handle: `${handlePrefix}neo-${flavour.key}`,
    title: `Стіки neo™ ${flavour.name}`,
    description: `${flavour.description} Сумісні з пристроями glo™ hyper.`,
    category,
    tags: [category, 'neo', ...extraTags],
    imageKind: 'stick-pack',
    colour: flavour.colour,
    variants: [
      { title: `Пачка (${packOf20} стіків)`, priceKop: uah(flavour.packUah), packQuantity: packOf20 },
      {
        title: 'Блок (10 пачок)',
        priceKop: uah(flavour.packUah * 10),
        packQuantity: blockOf10Packs,
        imageKind: 'stick-block',
      },
    ],
  };
}

interface DeviceModel {
  key: string;
  title: string;
  priceUah: number;
  description: string;
  colours: { name: string; colour: string; available?: boolean }[];
}

const deviceModels: DeviceModel[] = [
  {
    key: 'hyper-pro',
    title: 'Пристрій glo™ hyper pro',
    priceUah: 1699,
    description: 'Флагман лінійки: режими Standard і Boost, екран з індикацією заряду та до 20 сесій на одному заряді.',
    colours: [
      { name: 'Оніксовий чорний', colour: '#26262B' },
      { name: 'Сапфіровий синій', colour: '#1F4E9C' },
      { name: 'Аметистовий', colour: '#7D55B8', available: false },
    ],
  },
  {
    key: 'hyper-x2-air',
    title: 'Пристрій glo™ hyper X2 Air',
    priceUah: 1299,
    description: 'Найлегший пристрій glo™ у металевому корпусі з шторкою, що відкривається одним рухом.',
    colours: [
      { name: 'Космічний сірий', colour: '#5B6068' },
      { name: 'Оливковий', colour: '#6B7A3A' },
      { name: 'Рожеве золото', colour: '#D39A86' },
    ],
  },
  {
    key: 'hyper-x2',
    title: 'Пристрій glo™ hyper X2',
    priceUah: 999,
    description: 'Компактний пристрій із двома режимами нагрівання та USB-C заряджанням.',
    colours: [
      { name: 'Чорний', colour: '#222226' },
      { name: 'Білий', colour: '#ECECEA' },
    ],
  },
  {
    key: 'hyper-plus-uniq',
    title: 'Пристрій glo™ hyper+ UNIQ',
    priceUah: 799,
    description: 'Пристрій зі змінними боковими панелями: обери колір під настрій.',
    colours: [
      { name: 'Чорний', colour: '#222226' },
      { name: 'Блакитний', colour: '#6FBCE6' },
    ],
  },
  {
    key: 'pro-slim',
    title: 'Пристрій glo™ pro slim',
    priceUah: 499,
    description: 'Тонкий пристрій для стіків neo™ slims із швидким нагріванням за 20 секунд.',
    colours: [{ name: 'Графітовий', colour: '#3D4148' }],
  },
];

function deviceProduct(model: DeviceModel, handlePrefix: string, category: CategorySlug): DemoProduct {
  return {
    handle: `${handlePrefix}glo-${model.key}`,
    title: model.title,
    description: `${model.description} Гарантія 12 місяців.`,
    category,
    tags: [category, 'device', `device:${model.key}`],
    imageKind: 'device',
    colour: model.colours[0]?.colour ?? '#26262B',
    variants: model.colours.map((colour) => ({
      title: colour.name,
      priceKop: uah(model.priceUah),
      available: colour.available ?? true,
      colour: colour.colour,
    })),
  };
}

function single(title: string, priceUah: number, extra: Partial<DemoVariant> = {}): DemoVariant[] {
  return [{ title, priceKop: uah(priceUah), ...extra }];
}

function forBonuses(title: string, xp: number, extra: Partial<DemoVariant> = {}): DemoVariant[] {
  return [{ title, priceKop: 0, bonuses: xp, ...extra }];
}

const gloProducts: DemoProduct[] = [
  ...neoFlavours.map((flavour) => neoStickProduct(flavour, '', 'sticks', [])),
  ...deviceModels.map((model) => deviceProduct(model, '', 'devices')),
  {
    handle: 'bonus-neo-demi-fresh-click-pack',
    title: 'Стіки neo™ Деміфреш Клік',
    description: 'Пачка стіків, яку можна отримати за накопичені XP.',
    category: 'bonus',
    tags: ['bonus', 'neo'],
    imageKind: 'stick-pack',
    colour: '#1FA58F',
    variants: forBonuses(`Пачка (${packOf20} стіків)`, 250, { packQuantity: packOf20 }),
  },
  {
    handle: 'bonus-glo-usb-c-cable',
    title: 'Кабель USB-C glo™',
    description: 'Оригінальний кабель довжиною 1 м для заряджання пристроїв glo™.',
    category: 'bonus',
    tags: ['bonus'],
    imageKind: 'cable',
    colour: '#2B2B30',
    variants: forBonuses('1 м', 400),
  },
  {
    handle: 'bonus-glo-hyper-x2-case',
    title: 'Чохол glo™ hyper X2',
    description: 'Силіконовий чохол, що захищає пристрій від подряпин.',
    category: 'bonus',
    tags: ['bonus'],
    imageKind: 'case',
    colour: '#222226',
    variants: forBonuses('Чорний', 900),
  },
  {
    handle: 'bonus-glo-hyper-x2',
    title: 'Пристрій glo™ hyper X2',
    description: 'Обміняй XP на пристрій glo™ hyper X2.',
    category: 'bonus',
    tags: ['bonus', 'device'],
    imageKind: 'device',
    colour: '#222226',
    variants: forBonuses('Чорний', 9000),
  },
  {
    handle: 'glo-hyper-pro-folio-case',
    title: 'Чохол-книжка glo™ hyper pro',
    description: 'Чохол з екошкіри з магнітною застібкою, що залишає доступ до екрана й кнопки.',
    category: 'accessories',
    tags: ['accessories'],
    imageKind: 'case',
    colour: '#222226',
    variants: [
      { title: 'Чорний', priceKop: uah(349), colour: '#222226' },
      { title: 'Коричневий', priceKop: uah(349), colour: '#7A4A2A' },
    ],
  },
  {
    handle: 'glo-usb-c-cable',
    title: 'Кабель USB-C glo™',
    description: 'Оригінальний кабель 1 м з підтримкою швидкого заряджання.',
    category: 'accessories',
    tags: ['accessories'],
    imageKind: 'cable',
    colour: '#2B2B30',
    variants: single('1 м', 199),
  },
  {
    handle: 'glo-cleaning-brushes',
    title: 'Щіточки для очищення glo™ (10\u00a0шт.)',
    description: 'Регулярне очищення камери нагрівання зберігає смак стіків і продовжує життя пристрою.',
    category: 'accessories',
    tags: ['accessories'],
    imageKind: 'brushes',
    colour: '#FF5A00',
    variants: single('10\u00a0шт.', 129),
  },
  {
    handle: 'glo-hyper-x2-side-panel',
    title: 'Бокова панель glo™ hyper X2 «Морська хвиля»',
    description: 'Змінна панель, що встановлюється за кілька секунд без інструментів.',
    category: 'accessories',
    tags: ['accessories'],
    imageKind: 'side-panel',
    colour: '#1FA3A0',
    variants: single('Морська хвиля', 249),
  },
  {
    handle: 'glo-car-charger',
    title: 'Автомобільний зарядний пристрій glo™',
    description: 'Заряджає пристрій у дорозі від гнізда прикурювача, вихід USB-C 18 Вт.',
    category: 'accessories',
    tags: ['accessories'],
    imageKind: 'car-charger',
    colour: '#2B2B30',
    variants: single('USB-C, 18 Вт', 299),
  },
];

/** glo products also shown under "popular", in display order. */
export const popularHandles: string[] = [
  'glo-hyper-pro',
  'neo-demi-fresh-click',
  'glo-hyper-x2-air',
  'neo-tropical-click',
  'glo-hyper-pro-folio-case',
  'glo-usb-c-cable',
];

interface Cigarette {
  key: string;
  title: string;
  packUah: number;
  description: string;
  /** The colour of the brand's pack. */
  colour: string;
}

const cigarettes: Cigarette[] = [
  {
    key: 'kent-nanotek-neo-silver',
    colour: '#9AA3AD',
    title: 'Сигарети Kent Nanotek Neo Silver',
    packUah: 105,
    description: 'Тонкий формат nanotek з м’яким смаком і вугільним фільтром.',
  },
  {
    key: 'vogue-blue-superslims',
    colour: '#7FA7D9',
    title: 'Сигарети Vogue Blue Superslims',
    packUah: 102,
    description: 'Елегантні суперслім сигарети з легким смаком.',
  },
  {
    key: 'rothmans-demi-blue',
    colour: '#1D3F8F',
    title: 'Сигарети Rothmans Demi Blue',
    packUah: 92,
    description: 'Формат demi з помірною міцністю та класичним смаком.',
  },
  {
    key: 'pall-mall-nanokings-blue',
    colour: '#2A6FDB',
    title: 'Сигарети Pall Mall Nanokings Blue',
    packUah: 90,
    description: 'Подовжені тонкі сигарети з легким смаком.',
  },
  {
    key: 'lucky-strike-red',
    colour: '#D2232A',
    title: 'Сигарети Lucky Strike Red',
    packUah: 98,
    description: 'Насичений американський бленд у класичному форматі king size.',
  },
  {
    key: 'dunhill-fine-cut-black',
    colour: '#17171A',
    title: 'Сигарети Dunhill Fine Cut Black',
    packUah: 115,
    description: 'Преміальна суміш тютюнів тонкої нарізки.',
  },
];

interface VeloFlavour {
  key: string;
  name: string;
  /** The flavour's colour on its tin. */
  colour: string;
  /** Nicotine per pouch in mg: the strength a tin is chosen by, part of its title as shops write it. */
  strengthMg: number;
  priceUah: number;
  fruit: boolean;
  /** Offered as a test-drive velo: an order holding it is tagged velo_trial. */
  testDrive?: boolean;
  description: string;
}

const veloFlavours: VeloFlavour[] = [
  {
    key: 'freeze-mint',
    colour: '#1E7FD8',
    name: 'Freeze Mint',
    strengthMg: 14,
    priceUah: 149,
    fruit: false,
    description: 'Інтенсивна крижана м’ята.',
  },
  {
    key: 'ice-cool-mint',
    colour: '#27B5C9',
    name: 'Ice Cool Mint',
    strengthMg: 10,
    priceUah: 139,
    fruit: false,
    description: 'Освіжаюча м’ята середньої міцності.',
  },
  {
    key: 'polar-mint',
    colour: '#8FD3E8',
    name: 'Polar Mint',
    strengthMg: 6,
    priceUah: 139,
    fruit: false,
    testDrive: true,
    description: 'М’яка м’ята для щоденного використання.',
  },
  {
    key: 'tropical-mango',
    colour: '#F5A300',
    name: 'Tropical Mango',
    strengthMg: 10,
    priceUah: 139,
    fruit: true,
    description: 'Стиглий манго з легким холодком.',
  },
  {
    key: 'ruby-berry',
    colour: '#B0124F',
    name: 'Ruby Berry',
    strengthMg: 10,
    priceUah: 139,
    fruit: true,
    description: 'Суміш червоних ягід і лісової малини.',
  },
  {
    key: 'juicy-peach',
    colour: '#F58B6B',
    name: 'Juicy Peach',
    strengthMg: 6,
    priceUah: 139,
    fruit: true,
    description: 'Соковитий персик із м’ятною свіжістю.',
  },
  {
    key: 'lime-flame',
    colour: '#6DBE3C',
    name: 'Lime Flame',
    strengthMg: 10,
    priceUah: 129,
    fruit: true,
    description: 'Кислий лайм і теплий імбир.',
  },
];

/** A tin's title as shops write it, brand, flavour, strength ("velo Freeze Mint 14 мг"): the category names the kind. */
function veloTitle(flavour: VeloFlavour): string {
  return `velo ${flavour.name} ${flavour.strengthMg}\u00a0мг`;
}

function veloProduct(flavour: VeloFlavour): DemoProduct {
  return {
    handle: `velo-${flavour.key}`,
    title: veloTitle(flavour),
    description: `${flavour.description} 20 подушечок у банці, без тютюну й диму.`,
    category: 'ogo-velo',
    // The VELO-30 promo applies only when every cart item carries the discount tag: the fruit line does.
    tags: [
      'ogo-velo',
      'velo',
      ipostAllow,
      ...(flavour.fruit ? [veloPromo.discountTag] : []),
      ...(flavour.testDrive ? [velo.trial] : []),
    ],
    imageKind: 'pouch-tin',
    colour: flavour.colour,
    variants: single('Банка (20 подушечок)', flavour.priceUah),
  };
}

const ogoProducts: DemoProduct[] = [
  ...cigarettes.map((cigarette): DemoProduct => ({
    handle: `ogo-${cigarette.key}`,
    title: cigarette.title,
    description: cigarette.description,
    category: 'ogo-cigs',
    tags: ['ogo-cigs'],
    imageKind: 'cigarette-pack',
    colour: cigarette.colour,
    variants: [
      { title: `Пачка (${packOf20}\u00a0шт.)`, priceKop: uah(cigarette.packUah), packQuantity: packOf20 },
      {
        title: 'Блок (10 пачок)',
        priceKop: uah(cigarette.packUah * 10),
        packQuantity: blockOf10Packs,
        imageKind: 'cigarette-block',
      },
    ],
  })),
  ...veloFlavours.map(veloProduct),
  {
    handle: 'ogo-bonus-velo-freeze-mint',
    title: 'velo Freeze Mint 14\u00a0мг',
    description: 'Банка velo, яку можна отримати за накопичені XP.',
    category: 'ogo-bonus',
    // A velo for XP is a gift: an order holding it ships free whatever its money total (spec section 9).
    tags: ['ogo-bonus', 'velo', velo.gift],
    imageKind: 'pouch-tin',
    colour: '#1E7FD8',
    variants: forBonuses('Банка (20 подушечок)', 300),
  },
  {
    handle: 'ogo-bonus-neo-arctic-click-pack',
    title: 'Стіки neo™ Арктик Клік',
    description: 'Пачка стіків за XP.',
    category: 'ogo-bonus',
    tags: ['ogo-bonus', 'neo'],
    imageKind: 'stick-pack',
    colour: '#3FA9E0',
    variants: forBonuses(`Пачка (${packOf20} стіків)`, 280, { packQuantity: packOf20 }),
  },
  {
    handle: 'ogo-bonus-t-shirt',
    title: 'Футболка ogo',
    description: 'Бавовняна футболка з логотипом ogo club.',
    category: 'ogo-bonus',
    tags: ['ogo-bonus', 'merch'],
    imageKind: 't-shirt',
    colour: '#1B1B1F',
    variants: [
      { title: 'M', priceKop: 0, bonuses: 1200 },
      { title: 'L', priceKop: 0, bonuses: 1200 },
    ],
  },
  {
    handle: 'ogo-bonus-thermo-mug',
    title: 'Термокружка ogo',
    description: 'Тримає каву гарячою до 4 годин.',
    category: 'ogo-bonus',
    tags: ['ogo-bonus', 'merch'],
    imageKind: 'mug',
    colour: '#00774F',
    variants: forBonuses('350\u00a0мл', 1500),
  },
  {
    handle: 'ogo-hoodie-black-velvet',
    title: 'Худі ogo «Чорний оксамит»',
    description: 'Теплий футер із начосом, вишитий логотип ogo на грудях.',
    category: 'ogo-merch',
    tags: ['ogo-merch', 'merch', ipostAllow],
    imageKind: 'hoodie',
    colour: '#1B1B1F',
    variants: ['S', 'M', 'L', 'XL'].map((size) => ({ title: size, priceKop: uah(899), available: size !== 'XL' })),
  },
  {
    handle: 'ogo-t-shirt',
    title: 'Футболка ogo',
    description: 'Щільна бавовна 180\u00a0г/м², вільний крій.',
    category: 'ogo-merch',
    tags: ['ogo-merch', 'merch', ipostAllow],
    imageKind: 't-shirt',
    colour: '#F2F2EE',
    variants: ['S', 'M', 'L', 'XL'].map((size) => ({ title: size, priceKop: uah(399) })),
  },
  {
    handle: 'ogo-cap',
    title: 'Кепка ogo',
    description: 'Бейсболка з регульованим ремінцем.',
    category: 'ogo-merch',
    tags: ['ogo-merch', 'merch', ipostAllow],
    imageKind: 'cap',
    colour: '#00774F',
    variants: single('Універсальний розмір', 299),
  },
  {
    handle: 'ogo-tote-bag',
    title: 'Шопер ogo',
    description: 'Міцна сумка з канвасу для щоденних покупок.',
    category: 'ogo-merch',
    tags: ['ogo-merch', 'merch', ipostAllow],
    imageKind: 'tote',
    colour: '#E9DFC9',
    variants: single('Канвас', 249),
  },
  {
    handle: 'ogo-thermo-mug',
    title: 'Термокружка ogo 350\u00a0мл',
    description: 'Нержавіюча сталь, герметична кришка.',
    category: 'ogo-merch',
    tags: ['ogo-merch', 'merch'],
    imageKind: 'mug',
    colour: '#2B2B30',
    variants: single('350\u00a0мл', 449),
  },
  // Packs for building a mixed block; the single-flavour blocks are a separate category.
  ...neoFlavours.map((flavour): DemoProduct => ({
    ...neoStickProduct(flavour, 'ogo-pack-', 'ogo-sticks', [ipostAllow]),
    variants: [{ title: `Пачка (${packOf20} стіків)`, priceKop: uah(flavour.packUah), packQuantity: packOf20 }],
  })),
  ...neoFlavours.slice(0, 5).map((flavour): DemoProduct => ({
    ...neoStickProduct(flavour, 'ogo-block-', 'ogo-sticks-single', [ipostAllow]),
    imageKind: 'stick-block',
    variants: [{ title: 'Блок (10 пачок)', priceKop: uah(flavour.packUah * 10), packQuantity: blockOf10Packs }],
  })),
  ...deviceModels.filter((model) => model.key !== 'hyper-plus-uniq').map((model) => deviceProduct(model, 'ogo-', 'ogo-devices')),
  {
    handle: 'ogo-glo-usb-c-cable',
    title: 'Кабель USB-C glo™',
    description: 'Оригінальний кабель 1 м з підтримкою швидкого заряджання.',
    category: 'ogo-accessories',
    tags: ['ogo-accessories', ipostAllow],
    imageKind: 'cable',
    colour: '#2B2B30',
    variants: single('1 м', 199),
  },
  {
    handle: 'ogo-glo-cleaning-brushes',
    title: 'Щіточки для очищення glo™ (10\u00a0шт.)',
    description: 'Для регулярного очищення камери нагрівання.',
    category: 'ogo-accessories',
    tags: ['ogo-accessories', ipostAllow],
    imageKind: 'brushes',
    colour: '#FF5A00',
    variants: single('10\u00a0шт.', 129),
  },
  {
    handle: 'ogo-velo-pocket-case',
    title: 'Кишеньковий футляр для velo',
    description: 'Металевий футляр для використаних подушечок, вміщується в кишеню.',
    category: 'ogo-accessories',
    tags: ['ogo-accessories', 'velo', ipostAllow],
    imageKind: 'pocket-case',
    colour: '#C3C7CC',
    variants: single('Срібний', 179),
  },
  {
    handle: 'ogo-lighter',
    title: 'Запальничка ogo',
    description: 'Багаторазова запальничка з вітрозахисним полум’ям.',
    category: 'ogo-accessories',
    tags: ['ogo-accessories'],
    imageKind: 'lighter',
    colour: '#1B1B1F',
    variants: single('Чорна', 149),
  },
];

export const demoProducts: Record<Brand, DemoProduct[]> = { glo: gloProducts, ogo: ogoProducts };
