/**
 * Work the identity provider runs after it has answered (its e-mails), kept track of so that
 * shutting down waits for it instead of closing the database under it.
 */
export function backgroundTasks() {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task: Promise<unknown>): void {
      pending.add(task);
      const done = () => void pending.delete(task);
      task.then(done, done);
    },
    /** Resolves once nothing is pending (a task may start another). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
