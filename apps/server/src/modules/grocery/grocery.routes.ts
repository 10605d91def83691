import {
  AddGroceryItemInputSchema,
  CategoryOrderInputSchema,
  CategoryOrderSchema,
  GroceryChangeResultSchema,
  GroceryLineSchema,
  GroceryListSchema,
  GroceryRangeQuerySchema,
  RemoveGroceryItemsInputSchema,
  ToggleGroceryItemsInputSchema,
} from '@simmer/domain/grocery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { GroceryService } from './grocery.service';

export function groceryRoutes(service: GroceryService, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const read = guards.requirePermission('grocerylist.read');
    const update = guards.requirePermission('grocerylist.update');

    app.get(
      '/api/grocery',
      {
        onRequest: read,
        schema: {
          tags: ['grocery'],
          summary:
            'The shopping list of a range of planned days plus hand-added items: merged by food and convertible unit, in the user’s measurement system',
          querystring: GroceryRangeQuerySchema,
          response: { 200: GroceryListSchema },
        },
      },
      (request) => service.getList(currentUser(request).id, request.query),
    );

    app.post(
      '/api/grocery/items',
      {
        onRequest: guards.requirePermission('grocerylist.create'),
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['grocery'],
          summary:
            'Add a typed item ("2 lemons") to the dateless list; its category comes from the catalogue',
          body: AddGroceryItemInputSchema,
          response: { 201: GroceryLineSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.addItem(currentUser(request).id, request.body.text);
      },
    );

    app.patch(
      '/api/grocery/items',
      {
        onRequest: update,
        schema: {
          tags: ['grocery'],
          summary: 'Tick or untick lines (comma-joined ids tick every part)',
          body: ToggleGroceryItemsInputSchema,
          response: { 200: GroceryChangeResultSchema },
        },
      },
      (request) =>
        service.setChecked(currentUser(request).id, request.body.ids, request.body.checked),
    );

    app.post(
      '/api/grocery/items/remove',
      {
        onRequest: update,
        schema: {
          tags: ['grocery'],
          summary: 'Remove lines; planned items stay removed when the list is rebuilt',
          body: RemoveGroceryItemsInputSchema,
          response: { 200: GroceryChangeResultSchema },
        },
      },
      (request) => service.remove(currentUser(request).id, request.body.ids),
    );

    app.put(
      '/api/grocery/category-order',
      {
        onRequest: guards.requirePermission('grocerylist.enhanced'),
        schema: {
          tags: ['grocery'],
          summary: 'Remember the order of categories in the enhanced view',
          body: CategoryOrderInputSchema,
          response: { 200: CategoryOrderSchema },
        },
      },
      (request) => service.saveCategoryOrder(currentUser(request).id, request.body.order),
    );
    done();
  };
}
