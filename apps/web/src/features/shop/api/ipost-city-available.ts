// POST /api/ipost/city-available {token, city}: whether the iPost courier serves the city (spec section 7).
import { apiRequest } from '@/lib/api-client';

export async function ipostCityAvailable(token: string, city: string): Promise<boolean> {
  const { ipostCityAvailableBodySchema, ipostCityAvailableResponseSchema } = await import('@loyalty/contracts/delivery');
  const answer = await apiRequest({
    method: 'POST',
    path: '/ipost/city-available',
    body: ipostCityAvailableBodySchema.parse({ token, city }),
    responseSchema: ipostCityAvailableResponseSchema,
  });
  return answer.available;
}
