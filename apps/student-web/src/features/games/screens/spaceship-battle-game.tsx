import { SPACESHIP_BATTLE } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { createFixedStepClock } from "../logic/fixed-step.ts";
import type { RandomSource } from "../logic/random.ts";
import type { BattleOutcome, BattleState, Vector } from "../logic/spaceship-battle.ts";
import { battleOutcome, movePlayer, newBattle, secondsLeft, shoot, startBattle, STEP_MS, stepBattle } from "../logic/spaceship-battle.ts";
import { toFieldPoint } from "./field-point.ts";
import { readFrameProbe } from "./frame-probe.ts";
import { createBattleRenderer } from "./spaceship-renderer.ts";
import type { BattleRenderer } from "./spaceship-renderer.ts";

const OUTCOME_TEXT: Record<BattleOutcome, string> = { win: GAMES_COPY.win, loss: GAMES_COPY.loss, draw: GAMES_COPY.draw };
/** How far one arrow-key press moves the ship. */
const KEY_STEP_PX = 28;

/** What React shows around the canvas; changes about once a second, so the 60 fps loop rarely re-renders. */
interface Hud {
  phase: BattleState["phase"];
  seconds: number;
  user: number;
  ai: number;
}

function hudOf(state: BattleState): Hud {
  return { phase: state.phase, seconds: secondsLeft(state), user: state.score.user, ai: state.score.ai };
}

function sameHud(a: Hud, b: Hud): boolean {
  return a.phase === b.phase && a.seconds === b.seconds && a.user === b.user && a.ai === b.ai;
}

/**
 * Spaceship Battle: the rules step at a fixed 60 Hz inside a requestAnimationFrame loop and the canvas is
 * redrawn each frame; input (pointer, touch, keys) only queues changes that the next frame applies.
 */
export function SpaceshipBattleGame({ random }: { random: RandomSource }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const battle = useRef<BattleState>(newBattle());
  const renderer = useRef<BattleRenderer | null>(null);
  const [hud, setHud] = useState<Hud>(() => hudOf(battle.current));
  const shownHud = useRef(hud);

  // Called every frame; React hears about it only when a figure on screen changes (about once a second).
  const publish = useCallback(() => {
    const next = hudOf(battle.current);
    if (sameHud(shownHud.current, next)) return;
    shownHud.current = next;
    setHud(next);
  }, []);

  // Paint the idle field once the canvas exists.
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    renderer.current = createBattleRenderer(context, random);
    renderer.current.draw(battle.current);
  }, [random]);

  const running = hud.phase === "running";
  useEffect(() => {
    if (!running) return;
    const clock = createFixedStepClock(STEP_MS);
    const probe = readFrameProbe();
    let frame = requestAnimationFrame(function loop(timestamp) {
      const started = probe ? performance.now() : 0;
      for (let steps = clock.advance(timestamp); steps > 0; steps -= 1) {
        battle.current = stepBattle(battle.current, STEP_MS, random);
      }
      renderer.current?.draw(battle.current);
      publish();
      if (probe) probe(performance.now() - started, timestamp);
      if (battle.current.phase === "running") frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, random, publish]);

  function fieldPoint(event: ReactPointerEvent<HTMLCanvasElement>): Vector {
    return toFieldPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    battle.current = movePlayer(battle.current, fieldPoint(event));
    if (!running) renderer.current?.draw(battle.current);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    // A tap both moves the ship under the finger and fires; a mouse click fires from where the ship is.
    if (event.pointerType !== "mouse") battle.current = movePlayer(battle.current, fieldPoint(event));
    else if (event.button !== 0) return;
    battle.current = shoot(battle.current);
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLCanvasElement>) {
    const { x, y } = battle.current.player;
    const moves: Record<string, Vector> = {
      ArrowLeft: { x: x - KEY_STEP_PX, y },
      ArrowRight: { x: x + KEY_STEP_PX, y },
      ArrowUp: { x, y: y - KEY_STEP_PX },
      ArrowDown: { x, y: y + KEY_STEP_PX },
    };
    const target = moves[event.key];
    if (target) battle.current = movePlayer(battle.current, target);
    else if (event.key === " " || event.key === "Enter") battle.current = shoot(battle.current);
    else return;
    event.preventDefault();
  }

  function start() {
    battle.current = startBattle(battle.current);
    publish();
    canvasRef.current?.focus({ preventScroll: true });
  }

  const status =
    hud.phase === "over"
      ? OUTCOME_TEXT[battleOutcome({ user: hud.user, ai: hud.ai })]
      : hud.phase === "running"
        ? GAMES_COPY.battleRunning
        : GAMES_COPY.battleIdle;

  return (
    <div className="game-panel battle">
      <div className="battle-hud">
        <p className="battle-score" aria-live="polite">
          {GAMES_COPY.battleScore(hud.user, hud.ai)}
        </p>
        <p className="battle-countdown" aria-label={`${hud.seconds} seconds left`}>
          {GAMES_COPY.countdown(hud.seconds)}
        </p>
      </div>
      <p className="game-status battle-status" role="status">
        {status}
      </p>
      <div className="game-stage">
        <canvas
          ref={canvasRef}
          className="battle-canvas"
          width={SPACESHIP_BATTLE.canvasWidth}
          height={SPACESHIP_BATTLE.canvasHeight}
          tabIndex={0}
          aria-label={GAMES_COPY.battleCanvas}
          onPointerMove={onPointerMove}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        />
      </div>
      <Button onClick={start} disabled={running}>
        {running ? GAMES_COPY.battleInProgress : GAMES_COPY.startBattle}
      </Button>
    </div>
  );
}
