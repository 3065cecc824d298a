// Test support for exchanges: where a test's reward goes, the first Nova Poshta branch of Kyiv in the app's directory.
import type { TestApp } from '../../test-app.ts';

/** The `delivery` and `recipient` of a redeem body that the server accepts. */
export function rewardDeliveryBody(testApp: TestApp) {
  const directory = testApp.app.delivery.directory();
  const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ');
  if (!city) throw new Error('Kyiv is not in the directory');
  const branch = directory.branches(city.ref)[0];
  if (!branch) throw new Error('Kyiv has no branches');
  return {
    delivery: { cityRef: city.ref, branchRef: branch.ref },
    recipient: { first_name: 'Леся', last_name: 'Українка', phone: '+380671234567' },
  };
}
