import type { ShippingAddress } from './api/types';

/**
 * The street line as a parent writes it: street, house or apartment number, then the optional
 * addition (building, floor or suffix): "Keizersgracht 12 B".
 */
export function streetLine(address: Pick<ShippingAddress, 'street_name' | 'apartment_number' | 'building_number'>): string {
  return [address.street_name, address.apartment_number, address.building_number]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
