/** How readQuery runs a hot read (server/db/client.ts). */
export interface ReadOptions {
  /**
   * Plan once for any parameters (PostgreSQL's generic plan), for statements whose plan does not
   * depend on the values (an index range by scope, sorted and paged); not for text search.
   */
  genericPlan?: boolean;
}
