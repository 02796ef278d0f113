import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import * as c from '../../../src/contracts/checklist';
import { createTask, getChecklist, moveTask, setReminders, updateTask } from './service';
import { registerChecklistJobs } from './reminders';

const PREFIX = '/web-api/v2/wedding/checklist';

/**
 * The wedding checklist (issue 29; server/API.md "The wedding checklist"). Every route acts on the
 * caller's own wedding (wedding_members); a task id of another wedding answers 404 (BOLA).
 */
export async function checklistRoutes(app: FastifyInstance): Promise<void> {
  await registerChecklistJobs(app);
  defineRoute(app, {
    method: 'GET',
    url: PREFIX,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getChecklist(app.db, userId, new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/tasks`,
    body: c.createTaskBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return createTask(app.db, userId, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/tasks/:id`,
    params: c.taskIdParams,
    body: c.updateTaskBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => updateTask(app.db, userId, params.id, body, new Date()),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/tasks/:id/move`,
    params: c.taskIdParams,
    body: c.moveTaskBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => moveTask(app.db, userId, params.id, body, new Date()),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/reminders`,
    body: c.remindersBody,
    requireUser: true,
    handler: async ({ body, userId }) => setReminders(app.db, userId, body.enabled, new Date()),
  });
}
