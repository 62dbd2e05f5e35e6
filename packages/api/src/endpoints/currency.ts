import { defineEndpoint } from '../contract/endpoint';
import { CurrencyRatesResponseSchema } from '../schemas/currency';

export const getCurrencyRates = defineEndpoint({
  method: 'GET',
  path: '/v2/config/currency_rates',
  access: 'public',
  summary:
    'Display currencies and their USD rates (000 §9 "Prices are shown in the user\'s local currency"); prices and payments stay in USD.',
  response: CurrencyRatesResponseSchema,
});
