import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * A page opened from a link that works once (the emailed token, the card check's session): the link's parameter is
 * sent once per page, as a query, so a render never spends it twice; `onAnswer` stores what the server answered.
 */
export function useLinkCall<Answer>(param: string, call: (value: string) => Promise<Answer>, onAnswer: (answer: Answer) => void) {
  const [params] = useSearchParams();
  const value = params.get(param) ?? "";
  const query = useQuery({ queryKey: ["parent-link", param, value], queryFn: () => call(value), enabled: value !== "" });
  const answer = query.data;
  useEffect(() => {
    if (answer !== undefined) onAnswer(answer);
  }, [answer, onAnswer]);
  return { value, query };
}
