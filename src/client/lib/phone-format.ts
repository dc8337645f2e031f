import { formatPhone } from '../../shared/validators/phone';
import { NOT_PROVIDED } from './member-format';

// Apart from member-format.ts: libphonenumber-js and its metadata are half of the form runtime's
// code, and only the screens that show an emergency contact's number load them (the route
// table's 'phone-numbers' group); the other screens format dates and text without them.

/** An emergency contact's number: national format for an Australian one, international otherwise. */
export function phone(value: unknown): string {
  return typeof value === 'string' && value.trim() ? formatPhone(value) : NOT_PROVIDED;
}
