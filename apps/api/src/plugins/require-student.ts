import type { User } from "@kidsafe/contracts";
import { unauthorized } from "@kidsafe/server-kit";
import type { FastifyRequest } from "fastify";

/** A preHandler for route groups that need a signed-in student (registered once per prefix). */
export function requireStudent(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  done(request.session.user ? undefined : unauthorized());
}

/** The signed-in student of a request that passed `requireStudent`. */
export function currentStudent(request: FastifyRequest): User {
  const user = request.session.user;
  if (!user) throw unauthorized();
  return user;
}
