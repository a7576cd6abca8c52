import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { SetupSteps1763800000001 } from './1763800000001-setup-steps.js';

/** Every migration, oldest first. A new migration is added at the end of this list. */
export const MIGRATIONS = [InitialSchema1763800000000, SetupSteps1763800000001];
