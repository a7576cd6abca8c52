/** Event names and payloads of the store module. */
export interface StoreEvents {
  /** A visitor's message; the notifications module mails it to the settings' admin_email. */
  'contact.received': { message_id: string; full_name: string; email: string; subject: string; message: string };
}
