/** The post a reply quotes (the thread page holds it while the reader writes). */
export interface QuoteTarget {
  postId: number;
  authorName: string;
}
