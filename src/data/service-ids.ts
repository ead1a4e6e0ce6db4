/**
 * The six services' ids in their order, for code that needs the ids without the copy (the appointment form's
 * choices in the browser). src/data/services.ts checks that its list has exactly these ids, in this order.
 */
export const serviceIds = ['engine-repair', 'brake-service', 'oil-change', 'transmission', 'tire-service', 'diagnostics'] as const;
