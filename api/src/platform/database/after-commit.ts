import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

const waiting = new WeakMap<QueryRunner, Array<() => void>>();

/**
 * Runs `callback` once the transaction `manager` belongs to has committed (at once outside a
 * transaction), and never if it rolls back: for news that others may only act on once they can
 * read the change, such as "this cache is stale". A callback must not throw: the commit is done.
 */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return callback();
  waiting.set(runner, [...(waiting.get(runner) ?? []), callback]);
}

/** Registered with the DataSource; a savepoint's release is not the commit, so it waits for the outermost one. */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const callbacks = waiting.get(queryRunner) ?? [];
    waiting.delete(queryRunner);
    for (const callback of callbacks) callback();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) waiting.delete(queryRunner);
  }
}
