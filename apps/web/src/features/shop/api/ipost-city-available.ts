// POST /api/ipost/city-available {token, city}: whether the iPost courier serves the city (spec section 7).
import type { IpostCityAvailableBody } from '@loyalty/contracts/delivery';
import * as deliveryEndpoints from '@loyalty/contracts/endpoints/delivery';
import { call } from '@/lib/api-client';

export async function ipostCityAvailable(token: string, city: string): Promise<boolean> {
  // The city is the Nova Poshta city chosen in the delivery step. The contract trims it: it goes trimmed, as its parse
  // used to send it.
  const body: IpostCityAvailableBody = { token, city: city.trim() };
  const answer = await call(deliveryEndpoints.cityAvailable, { body });
  return answer.available;
}
