/** `/api/admin/questions/:id` with `:id` filled in (ids are uuids; encoded anyway). */
export function withId(route: string, id: string): string {
  return route.replace(':id', encodeURIComponent(id));
}
