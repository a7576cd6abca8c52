// The orders module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { OrdersModule } from './orders.module.js';
export { OrderPersonalData } from './order-personal-data.js';
