// Writes local-directory-data.json (read through local-directory-data.ts): the shipped Nova Poshta directory (major Ukrainian cities and their branches), generated
// deterministically so that the app works offline and tests have stable data. Run from the repo root: npx tsx apps/api/src/providers/novaposhta/generate-local-directory.ts
// NOTE: the streets are real streets of each city, but the branch numbers, houses and Refs are generated, not Nova
// Poshta's own; the refresh job (snapshotFromApi) replaces the whole set once an API key is configured.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { popularCityNames, type Branch, type City, type DirectorySnapshot } from './directory.ts';

/** A fixed date keeps the output byte-identical between runs; bump it when the list below changes. */
const generatedOn = '2026-11-21T00:00:00.000Z';

/** Nova Poshta's warehouse type Refs (getWarehouseTypes): branch, cargo branch, parcel locker. */
export const warehouseTypeRefs = {
  branch: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  cargo: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
  postomat: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
} as const;

interface CitySeed {
  name: string;
  area: string;
  branches: number;
  postomats: number;
  streets: string[];
}

const cities: CitySeed[] = [
  {
    name: 'Київ',
    area: 'Київська',
    branches: 40,
    postomats: 4,
    streets: [
      'вул. Хрещатик',
      'вул. Велика Васильківська',
      'вул. Саксаганського',
      'вул. Антоновича',
      'бульв. Лесі Українки',
      'просп. Берестейський',
      'просп. Оболонський',
      'просп. Володимира Івасюка',
      'просп. Миколи Бажана',
      'просп. Петра Григоренка',
      'вул. Драгоманова',
      'просп. Валерія Лобановського',
      'просп. Голосіївський',
      'просп. Академіка Глушкова',
      'вул. Теремківська',
      'вул. Якуба Коласа',
      'вул. Кирилівська',
      'вул. Межигірська',
      'вул. Борщагівська',
      'вул. Гната Юри',
      'вул. Закревського',
      'просп. Лісовий',
      'Харківське шосе',
      'вул. Здолбунівська',
    ],
  },
  {
    name: 'Харків',
    area: 'Харківська',
    branches: 32,
    postomats: 3,
    streets: [
      'вул. Сумська',
      'просп. Науки',
      'вул. Полтавський Шлях',
      'просп. Героїв Харкова',
      'вул. Григорія Сковороди',
      'вул. Академіка Павлова',
      'вул. Клочківська',
      'просп. Незалежності',
      'вул. Гвардійців-Широнінців',
      'вул. Валентинівська',
      'просп. Тракторобудівників',
      'вул. Героїв Праці',
      'вул. Культури',
      'просп. Людвіга Свободи',
    ],
  },
  {
    name: 'Одеса',
    area: 'Одеська',
    branches: 30,
    postomats: 3,
    streets: [
      'вул. Дерибасівська',
      'вул. Рішельєвська',
      'просп. Шевченка',
      'вул. Канатна',
      'Французький бульв.',
      'вул. Балківська',
      'просп. Небесної Сотні',
      'вул. Генуезька',
      'вул. Академіка Корольова',
      'вул. Інглезі',
      'вул. Мала Арнаутська',
      'Люстдорфська дорога',
      'вул. Велика Арнаутська',
    ],
  },
  {
    name: 'Дніпро',
    area: 'Дніпропетровська',
    branches: 30,
    postomats: 3,
    streets: [
      'просп. Дмитра Яворницького',
      'вул. Січеславська Набережна',
      'просп. Слобожанський',
      'вул. Робоча',
      'просп. Олександра Поля',
      'вул. Набережна Перемоги',
      'просп. Богдана Хмельницького',
      'вул. Шолом-Алейхема',
      'вул. Титова',
      'просп. Мануйлівський',
      'вул. Князя Ярослава Мудрого',
    ],
  },
  {
    name: 'Запоріжжя',
    area: 'Запорізька',
    branches: 22,
    postomats: 2,
    streets: [
      'просп. Соборний',
      'вул. Перемоги',
      'вул. Чарівна',
      'бульв. Шевченка',
      'вул. Патріотична',
      'вул. Космічна',
      'вул. Запорізька',
      'вул. Незалежної України',
      'вул. Бородінська',
      'вул. Лермонтова',
    ],
  },
  {
    name: 'Львів',
    area: 'Львівська',
    branches: 28,
    postomats: 3,
    streets: [
      'просп. Свободи',
      'вул. Городоцька',
      'вул. Зелена',
      'вул. Личаківська',
      'вул. Наукова',
      'вул. Стрийська',
      'просп. Червоної Калини',
      'вул. Шевченка',
      'вул. Княгині Ольги',
      'вул. Володимира Великого',
      'вул. Богдана Хмельницького',
      'вул. Івана Виговського',
      'вул. Героїв УПА',
    ],
  },
  {
    name: 'Вінниця',
    area: 'Вінницька',
    branches: 14,
    postomats: 1,
    streets: ['вул. Соборна', 'вул. Келецька', 'Хмельницьке шосе', 'вул. Пирогова', 'просп. Космонавтів'],
  },
  {
    name: 'Житомир',
    area: 'Житомирська',
    branches: 10,
    postomats: 1,
    streets: ['вул. Київська', 'вул. Велика Бердичівська', 'вул. Святослава Ріхтера', 'просп. Незалежності'],
  },
  {
    name: 'Чернігів',
    area: 'Чернігівська',
    branches: 9,
    postomats: 1,
    streets: ['просп. Миру', 'вул. Шевченка', "вул. П'ятницька", 'вул. Рокосовського'],
  },
  {
    name: 'Суми',
    area: 'Сумська',
    branches: 9,
    postomats: 1,
    streets: ['вул. Соборна', 'вул. Харківська', 'вул. Героїв Крут', 'просп. Михайла Лушпи'],
  },
  {
    name: 'Полтава',
    area: 'Полтавська',
    branches: 11,
    postomats: 1,
    streets: ['вул. Соборності', 'вул. Європейська', 'вул. Шевченка', 'вул. Зіньківська'],
  },
  {
    name: 'Черкаси',
    area: 'Черкаська',
    branches: 10,
    postomats: 1,
    streets: ['бульв. Шевченка', 'вул. Смілянська', 'вул. Хрещатик', 'вул. Благовісна'],
  },
  {
    name: 'Кропивницький',
    area: 'Кіровоградська',
    branches: 8,
    postomats: 0,
    streets: ['вул. Велика Перспективна', 'вул. Гоголя', 'вул. Шевченка', 'вул. Європейська'],
  },
  {
    name: 'Миколаїв',
    area: 'Миколаївська',
    branches: 12,
    postomats: 1,
    streets: ['просп. Центральний', 'вул. Велика Морська', 'вул. Соборна', 'просп. Миру'],
  },
  {
    name: 'Херсон',
    area: 'Херсонська',
    branches: 6,
    postomats: 0,
    streets: ['просп. Ушакова', 'вул. Перекопська', 'вул. Соборна', 'вул. Університетська'],
  },
  {
    name: 'Хмельницький',
    area: 'Хмельницька',
    branches: 10,
    postomats: 1,
    streets: ['вул. Проскурівська', "вул. Кам'янецька", 'вул. Степана Бандери', 'вул. Зарічанська'],
  },
  {
    name: 'Тернопіль',
    area: 'Тернопільська',
    branches: 9,
    postomats: 1,
    streets: ['вул. Руська', 'бульв. Тараса Шевченка', 'вул. Живова', 'вул. Київська'],
  },
  {
    name: 'Рівне',
    area: 'Рівненська',
    branches: 9,
    postomats: 1,
    streets: ['вул. Соборна', 'вул. Степана Бандери', 'вул. Київська', 'просп. Миру'],
  },
  {
    name: 'Луцьк',
    area: 'Волинська',
    branches: 9,
    postomats: 1,
    streets: ['просп. Волі', 'вул. Лесі Українки', 'просп. Соборності', 'вул. Ковельська'],
  },
  {
    name: 'Івано-Франківськ',
    area: 'Івано-Франківська',
    branches: 10,
    postomats: 1,
    streets: ['вул. Незалежності', 'вул. Галицька', 'вул. Вовчинецька', 'вул. Коновальця'],
  },
  {
    name: 'Ужгород',
    area: 'Закарпатська',
    branches: 7,
    postomats: 0,
    streets: ['вул. Собранецька', 'просп. Свободи', 'вул. Минайська', 'вул. Корзо'],
  },
  {
    name: 'Чернівці',
    area: 'Чернівецька',
    branches: 8,
    postomats: 1,
    streets: ['вул. Головна', 'вул. Руська', 'вул. Героїв Майдану', 'вул. Хотинська'],
  },
];

/** A stable GUID-shaped Ref from a name, so that regenerating never changes an id a customer may have stored. */
function refFor(key: string): string {
  const hex = createHash('sha1').update(`novaposhta-local:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32 seeded per city: the same sequence of houses and weights on every run. */
function randomFor(key: string): () => number {
  let state = createHash('sha1').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "вул. Хрещатик" → "Хрещатик": Nova Poshta's short address drops the street type. */
function bareStreet(street: string): string {
  return street.replace(/^(вул\.|просп\.|бульв\.)\s+/, '').replace(/\s+бульв\.$/, ' бульв.');
}

export function buildLocalDirectory(): DirectorySnapshot {
  const cityRows: City[] = [];
  const branchRows: Branch[] = [];
  for (const seed of cities) {
    const random = randomFor(seed.name);
    const city: City = {
      ref: refFor(`city:${seed.name}`),
      settlementRef: refFor(`settlement:${seed.name}`),
      name: seed.name,
      area: seed.area,
      region: '',
      settlementType: 'м.',
      popular: (popularCityNames as readonly string[]).includes(seed.name),
    };
    cityRows.push(city);
    const usedAddresses = new Set<string>();
    const addressFor = () => {
      for (;;) {
        const street = seed.streets[Math.floor(random() * seed.streets.length)]!;
        const house = 1 + Math.floor(random() * 180);
        const letter = random() < 0.12 ? 'а' : '';
        const key = `${street}, ${house}${letter}`;
        if (usedAddresses.has(key)) continue;
        usedAddresses.add(key);
        return { street, house: `${house}${letter}` };
      }
    };
    for (let number = 1; number <= seed.branches; number += 1) {
      const { street, house } = addressFor();
      // Roughly one branch in six is a cargo branch, as in big cities' real lists.
      const cargo = number > 1 && random() < 0.16;
      const weight = cargo ? 'до 1000 кг' : 'до 30 кг';
      branchRows.push({
        ref: refFor(`branch:${seed.name}:${number}`),
        number: String(number),
        description: `Відділення №${number} (${weight}): ${street}, ${house}`,
        shortAddress: `${seed.name}, ${bareStreet(street)}, ${house}`,
        cityRef: city.ref,
        typeRef: cargo ? warehouseTypeRefs.cargo : warehouseTypeRefs.branch,
      });
    }
    for (let index = 0; index < seed.postomats; index += 1) {
      const { street, house } = addressFor();
      const number = String(20_000 + Math.floor(random() * 9_000) * (index + 1) + cityRows.length);
      branchRows.push({
        ref: refFor(`postomat:${seed.name}:${index}`),
        number,
        description: `Поштомат "Нова Пошта" №${number}: ${street}, ${house} (під'їзд 1)`,
        shortAddress: `${seed.name}, ${bareStreet(street)}, ${house}`,
        cityRef: city.ref,
        typeRef: warehouseTypeRefs.postomat,
        postomat: true,
      });
    }
  }
  return { takenAt: generatedOn, source: 'generated', cities: cityRows, branches: branchRows };
}

async function main() {
  const snapshot = buildLocalDirectory();
  const target = fileURLToPath(new URL('./local-directory-data.json', import.meta.url));
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(JSON.stringify(snapshot), { ...options, filepath: target }));
  console.log(`wrote ${snapshot.cities.length} cities and ${snapshot.branches.length} branches to ${target}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
