/** The props every exposed route module receives from the shell. */
export interface RouteModuleProps {
  /** Route params, e.g. { id } for /blog/:id or { shortId } for /p/:shortId. */
  params: Record<string, string>;
  /** Static props from the route table, e.g. { platformId }. */
  props: Record<string, string>;
}
