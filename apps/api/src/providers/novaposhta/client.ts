// Nova Poshta's JSON API (api.novaposhta.ua/v2.0/json/): the typed calls of its address model that the delivery directory needs.
import { z } from 'zod';

export const defaultNovaPoshtaUrl = 'https://api.novaposhta.ua/v2.0/json/';

export interface NovaPoshtaClientOptions {
  apiKey: string;
  /** The JSON endpoint; a local fake in tests. */
  url?: string;
  timeoutMs?: number;
  /** getAllWarehouses stops after this many pages, so a looping or huge answer cannot run away. */
  maxPages?: number;
  fetch?: typeof fetch;
}

/** Why a call failed: the service is unreachable, answered with an HTTP error, answered something unreadable, or refused. */
export type NovaPoshtaErrorKind = 'unreachable' | 'http' | 'malformed' | 'refused';

export class NovaPoshtaError extends Error {
  constructor(
    readonly kind: NovaPoshtaErrorKind,
    message: string,
    /** The API's own error texts and codes when it refused (success: false). */
    readonly details: { errors?: string[]; errorCodes?: string[] } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'NovaPoshtaError';
  }
}

/**
 * `errors`, `warnings` and their codes are arrays of strings, but the API is known to send an empty object or an object
 * keyed by field instead; both are read as a list of texts.
 */
const messageList = z
  .union([z.array(z.union([z.string(), z.number()])), z.record(z.string(), z.union([z.string(), z.number()]))])
  .optional()
  .transform((value) => (value === undefined ? [] : Object.values(value).map(String)));

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  errors: messageList,
  warnings: messageList,
  errorCodes: messageList,
  info: z.unknown().optional(),
});

/** Numbers and flags come as strings ("1", "0") in this API; they are kept as strings and read where used. */
const text = z.union([z.string(), z.number()]).transform(String);

export const settlementSchema = z.object({
  /** The settlement's Ref (Settlements model). */
  Ref: z.string(),
  /** The city's Ref in the Cities model, the one getWarehouses filters by (CityRef). */
  DeliveryCity: z.string(),
  Present: z.string(),
  MainDescription: z.string(),
  Area: z.string().default(''),
  Region: z.string().default(''),
  SettlementTypeCode: z.string().default(''),
  Warehouses: text.default('0'),
});
export type NovaPoshtaSettlement = z.infer<typeof settlementSchema>;

const searchSettlementsDataSchema = z.object({
  TotalCount: text.transform(Number),
  Addresses: z.array(settlementSchema),
});

export const warehouseSchema = z.object({
  Ref: z.string(),
  Number: text,
  Description: z.string(),
  ShortAddress: z.string().default(''),
  CityRef: z.string(),
  CityDescription: z.string().default(''),
  SettlementRef: z.string().default(''),
  TypeOfWarehouse: z.string(),
  /** Branch, Postomat or Store. */
  CategoryOfWarehouse: z.string().default(''),
  WarehouseStatus: z.string().default('Working'),
});
export type NovaPoshtaWarehouse = z.infer<typeof warehouseSchema>;

export const warehouseTypeSchema = z.object({ Ref: z.string(), Description: z.string() });
export type NovaPoshtaWarehouseType = z.infer<typeof warehouseTypeSchema>;

export const citySchema = z.object({
  Ref: z.string(),
  Description: z.string(),
  Area: z.string().default(''),
  AreaDescription: z.string().default(''),
  SettlementTypeDescription: z.string().default(''),
});
export type NovaPoshtaCity = z.infer<typeof citySchema>;

/** getDocumentPrice's answer: `Cost` is the carrier's tariff in UAH for the parcel described. */
export const documentPriceSchema = z.object({
  Cost: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().nonnegative()),
  AssessedCost: z.union([z.number(), z.string()]).transform(Number).optional(),
});
export type NovaPoshtaDocumentPrice = z.infer<typeof documentPriceSchema>;

/** The methodProperties of InternetDocument/getDocumentPrice the app sends: one parcel between two branches. */
export interface DocumentPriceQuery {
  citySender: string;
  cityRecipient: string;
  /** Kilograms. */
  weight: number;
  /** Declared value in UAH. */
  cost: number;
  seatsAmount?: number;
}

export interface WarehouseQuery {
  cityRef?: string;
  settlementRef?: string;
  /** Nova Poshta searches this in Ukrainian only. */
  findByString?: string;
  typeRef?: string;
  page: number;
  limit: number;
}

export interface NovaPoshtaClient {
  call(modelName: string, calledMethod: string, methodProperties: Record<string, unknown>): Promise<unknown[]>;
  searchSettlements(
    query: string,
    page: number,
    limit: number,
  ): Promise<{ totalCount: number; settlements: NovaPoshtaSettlement[] }>;
  getCities(query: { page: number; limit: number; findByString?: string }): Promise<NovaPoshtaCity[]>;
  getWarehouses(query: WarehouseQuery): Promise<NovaPoshtaWarehouse[]>;
  /** Every page of getWarehouses for one filter, up to maxPages; throws 'malformed' when the bound is reached. */
  getAllWarehouses(query: Omit<WarehouseQuery, 'page' | 'limit'> & { limit?: number }): Promise<NovaPoshtaWarehouse[]>;
  getWarehouseTypes(): Promise<NovaPoshtaWarehouseType[]>;
  /** The carrier's tariff of a parcel from branch to branch (InternetDocument/getDocumentPrice). */
  getDocumentPrice(query: DocumentPriceQuery): Promise<NovaPoshtaDocumentPrice>;
}

export function createNovaPoshtaClient(options: NovaPoshtaClientOptions): NovaPoshtaClient {
  const doFetch = options.fetch ?? fetch;
  const url = options.url ?? defaultNovaPoshtaUrl;
  const maxPages = options.maxPages ?? 100;

  async function call(modelName: string, calledMethod: string, methodProperties: Record<string, unknown>): Promise<unknown[]> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ apiKey: options.apiKey, modelName, calledMethod, methodProperties }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new NovaPoshtaError('unreachable', `Nova Poshta unreachable: ${(error as Error).message}`, {}, { cause: error });
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) throw new NovaPoshtaError('http', `Nova Poshta answered HTTP ${response.status} to ${calledMethod}`);
    let envelope: z.infer<typeof envelopeSchema>;
    try {
      envelope = envelopeSchema.parse(JSON.parse(body));
    } catch (error) {
      throw new NovaPoshtaError(
        'malformed',
        `Nova Poshta answered ${calledMethod} with something that is not its envelope`,
        {},
        {
          cause: error,
        },
      );
    }
    if (!envelope.success || envelope.errors.length > 0) {
      const summary = envelope.errors.join('; ') || 'no reason given';
      throw new NovaPoshtaError('refused', `Nova Poshta refused ${calledMethod}: ${summary}`, {
        errors: envelope.errors,
        errorCodes: envelope.errorCodes,
      });
    }
    return envelope.data;
  }

  function parseItems<T>(calledMethod: string, items: unknown[], schema: z.ZodType<T>): T[] {
    const parsed = z.array(schema).safeParse(items);
    if (!parsed.success) {
      throw new NovaPoshtaError(
        'malformed',
        `Nova Poshta ${calledMethod} items do not match: ${parsed.error.issues[0]?.message}`,
      );
    }
    return parsed.data;
  }

  async function getWarehouses(query: WarehouseQuery): Promise<NovaPoshtaWarehouse[]> {
    const properties: Record<string, unknown> = { Page: String(query.page), Limit: String(query.limit) };
    if (query.cityRef) properties.CityRef = query.cityRef;
    if (query.settlementRef) properties.SettlementRef = query.settlementRef;
    if (query.findByString) properties.FindByString = query.findByString;
    if (query.typeRef) properties.TypeOfWarehouseRef = query.typeRef;
    return parseItems('getWarehouses', await call('Address', 'getWarehouses', properties), warehouseSchema);
  }

  return {
    call,
    async searchSettlements(query, page, limit) {
      const data = await call('Address', 'searchSettlements', { CityName: query, Page: String(page), Limit: String(limit) });
      // An unknown name answers with no data at all rather than an empty Addresses list.
      if (data.length === 0) return { totalCount: 0, settlements: [] };
      const [first] = parseItems('searchSettlements', data.slice(0, 1), searchSettlementsDataSchema);
      return { totalCount: first!.TotalCount, settlements: first!.Addresses };
    },
    async getCities(query) {
      const properties: Record<string, unknown> = { Page: String(query.page), Limit: String(query.limit) };
      if (query.findByString) properties.FindByString = query.findByString;
      return parseItems('getCities', await call('Address', 'getCities', properties), citySchema);
    },
    getWarehouses,
    async getAllWarehouses(query) {
      const limit = query.limit ?? 500;
      const all: NovaPoshtaWarehouse[] = [];
      for (let page = 1; page <= maxPages; page += 1) {
        const batch = await getWarehouses({ ...query, page, limit });
        all.push(...batch);
        // A short page is the last one.
        if (batch.length < limit) return all;
      }
      throw new NovaPoshtaError('malformed', `Nova Poshta getWarehouses did not end within ${maxPages} pages`);
    },
    async getWarehouseTypes() {
      return parseItems('getWarehouseTypes', await call('Address', 'getWarehouseTypes', {}), warehouseTypeSchema);
    },
    async getDocumentPrice(query) {
      const data = await call('InternetDocument', 'getDocumentPrice', {
        CitySender: query.citySender,
        CityRecipient: query.cityRecipient,
        Weight: String(query.weight),
        ServiceType: 'WarehouseWarehouse',
        Cost: String(query.cost),
        CargoType: 'Parcel',
        SeatsAmount: String(query.seatsAmount ?? 1),
      });
      const [price] = parseItems('getDocumentPrice', data.slice(0, 1), documentPriceSchema);
      if (!price) throw new NovaPoshtaError('malformed', 'Nova Poshta answered getDocumentPrice with no price');
      return price;
    },
  };
}
