import { ApiProperty } from '@nestjs/swagger';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';

/** GET /api/settings: the shop's currency, contact details and the EU default shipping. */
export class SettingsView {
  @ApiProperty({ enum: CURRENCIES, description: 'Every price of the shop is in it', example: 'EUR' })
  currency: Currency;
  @ApiProperty({ format: 'email', description: 'Where contact messages and order notices go', example: 'owner@bookshop.example' })
  admin_email: string;
  @ApiProperty({
    description: 'The free-shipping amount the home banner announces: always equal to default_shipping_threshold. Major units',
    example: 30,
  })
  free_shipping_threshold: number;
  @ApiProperty({ description: 'What an EU country without its own shipping config pays. Major units', example: 6.95 })
  default_shipping_cost: number;
  @ApiProperty({
    description: 'The subtotal from which such a country ships free; 0 means always charged. Major units',
    example: 30,
  })
  default_shipping_threshold: number;
  @ApiProperty({ description: 'The shortest delivery time of such a country, in days', example: 2 })
  default_delivery_days_min: number;
  @ApiProperty({ description: 'The longest delivery time of such a country, in days', example: 5 })
  default_delivery_days_max: number;
  @ApiProperty({ description: 'The phone number parents see', example: '+31 10 123 4567' })
  contact_phone: string;
  @ApiProperty({
    format: 'email',
    description: 'The e-mail address parents see (never the admin email)',
    example: 'info@kinderboekwinkel.nl',
  })
  contact_email: string;
  @ApiProperty({ description: "The shop's city, shown with its country", example: 'Rotterdam' })
  contact_city: string;
  @ApiProperty({ description: "The company's registered name ('' until filled in)", example: 'Kinderboekwinkel Al-Qamar B.V.' })
  company_legal_name: string;
  @ApiProperty({ description: 'The name the shop trades under; may be empty', example: 'Al-Qamar Kinderboeken' })
  company_trading_name: string;
  @ApiProperty({ description: 'Street and house number of the geographic address', example: 'Witte de Withstraat 12' })
  company_street: string;
  @ApiProperty({ example: '3012 BP' })
  company_postcode: string;
  @ApiProperty({ example: 'Rotterdam' })
  company_city: string;
  @ApiProperty({ description: 'ISO 3166-1 alpha-2, an EU member state', example: 'NL' })
  company_country: string;
  @ApiProperty({ description: 'Chamber of Commerce (KvK) number, 8 digits', example: '12345678' })
  company_kvk_number: string;
  @ApiProperty({ description: 'EU VAT number, upper case without spaces', example: 'NL123456789B01' })
  company_vat_number: string;
  @ApiProperty({ description: 'Whether every identity detail the law asks for is filled in', example: true })
  company_details_complete: boolean;
}

/** One EU country the shop delivers to, with its shipping price. */
export class ShippingConfigView {
  @ApiProperty({ format: 'uuid', example: '7e0d1c52-44b9-4f0e-9d7a-1f3c5b8e2a61' })
  id: string;
  @ApiProperty({ description: 'ISO 3166-1 alpha-2, an EU member state', example: 'NL' })
  country_code: string;
  @ApiProperty({ example: 'Nederland' })
  country_name: string;
  @ApiProperty({ description: 'Major units of the shop currency', example: 4.95 })
  shipping_cost: number;
  @ApiProperty({ description: 'Orders from this amount ship free; 0: no threshold of its own', example: 40 })
  shipping_threshold: number;
  @ApiProperty({ description: 'The shortest delivery time, in days from sending', example: 1 })
  delivery_days_min: number;
  @ApiProperty({ description: 'The longest delivery time, in days from sending', example: 3 })
  delivery_days_max: number;
}

/** POST /api/contact: the stored message. */
export class ContactReceiptView {
  @ApiProperty({ format: 'uuid', example: '3f6a9b1e-2c4d-4e8f-a0b1-c2d3e4f5a6b7' })
  id: string;
}
