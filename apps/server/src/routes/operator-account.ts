import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorApi } from './api-route.ts';
import { completeOperatorSetup } from '../services/auth/first-operator.ts';
import { registerAccountRoutes, registerSessionStart } from './account-routes.ts';

/** The operator's account: login, logout, who am I, password reset (shared code), and the first-operator setup link. */
export const operatorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAccountRoutes(app, 'operator', 'super-admin', 'super-admin');

  registerSessionStart(app, 'operator', operatorApi.setup, {
    tags: ['super-admin'], summary: 'Cria o primeiro operador com o link de configuração impresso na inicialização (uso único, 1 hora)',
  }, completeOperatorSetup);
};
