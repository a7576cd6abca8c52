import { describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { DOMAIN_EVENT_NAMES } from '../src/domain-events.js';
import { HandlesEvent } from '../src/platform/events/event-handler.decorator.js';
import { EventHandlers } from '../src/platform/events/event-handlers.js';
import { startTestApp } from './test-app.js';

@Injectable()
class MisspelledHandlers {
  // The compiler refuses this name; the cast stands for code that got past it.
  @HandlesEvent('order.payed' as 'order.paid')
  onPaid(): void {}
}

describe('domain event handlers', () => {
  it('refuses to start when a handler names an event that does not exist', async () => {
    await expect(startTestApp({}, { extraProviders: [MisspelledHandlers] })).rejects.toThrow(
      'MisspelledHandlers.onPaid handles "order.payed", which is not a domain event',
    );
  });

  it('starts with every domain event handled', async () => {
    const shop = await startTestApp();
    try {
      const handlers = shop.app.get(EventHandlers);
      const unhandled = DOMAIN_EVENT_NAMES.filter((name) => handlers.handlersOf(name).length === 0);
      expect(unhandled).toEqual([]);
      expect([...handlers.handlersOf('order.paid')].sort()).toEqual(['NotificationHandlers.onOrderPaid', 'OrderHistoryHandlers.paid']);
    } finally {
      await shop.close();
    }
  });
});
