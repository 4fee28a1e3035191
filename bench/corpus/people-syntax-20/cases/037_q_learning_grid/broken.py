# q_learning_grid.py - 강화학습 과제 2: 얼음 호수 격자에서 Q-learning (gym 없이 직접 구현)
# S: 시작, G: 목표, H: 구멍(빠지면 끝), F: 얼음. 미끄러짐 확률 SLIP 만큼 옆으로 감.
import random
import sys

MAP = [
    "SFFFHFFF",
    "FHFFFFHF",
    "FFFHFFFF",
    "FHFFFHFF",
    "FFFFHFFH",
    "HFHFFFFF",
    "FFFHFFHF",
    "FHFFFFFG",
]
ROWS, COLS = len(MAP), len(MAP[0])
ACTIONS = [(-1, 0), (0, 1), (1, 0), (0, -1)]      # 위, 오른쪽, 아래, 왼쪽
ARROWS = "↑→↓←"
SLIP = 0.1
STEP_PENALTY = -0.01


def step(state, action):
    """다음 상태, 보상, 종료 여부."""
    if random.random() < SLIP:
        action = (action + random.choice([1, 3])) % 4
    r, c = divmod(state, COLS)
    dr, dc = ACTIONS[action]
    nr = min(max(r + dr, 0), ROWS - 1)
    nc = min(max(c + dc, 0), COLS - 1)
    cell = MAP[nr][nc]
    nxt = nr * COLS + nc
    if cell == "G":
        return nxt, 1.0, True
    if cell == "H":
        return nxt, -1.0, True
    return nxt, STEP_PENALTY, False


def greedy(Q, state):
    best = max(Q[state])
    return random.choice([a for a in range(4) if Q[state][a] == best])


def q_learning(episodes=20000, alpha=0.1, gamma=0.97,
               eps_start=1.0, eps_end=0.05, alpha=0.9995, max_steps=200, seed=0):
    random.seed(seed)
    Q = [[0.0] * 4 for _ in range(ROWS * COLS)]
    eps = eps_start
    returns = []
    for ep in range(episodes):
        state, total = 0, 0.0
        for _ in range(max_steps):
            action = (random.randrange(4)
                      if random.random() < eps
                      greedy(Q, state))
            nxt, reward, done = step(state, action)
            target = reward if done else ₩
                reward + gamma * max(Q[nxt])
            Q[state][action] += alpha * (target - Q[state][action])
            state, total = nxt, total + reward
            if done:
                break
        eps = max(eps_end, eps * eps_decay)
        returns.append(total)
        if (ep + 1) % 2000 == 0:
            recent = returns[-2000:]
            wins = sum(1 for g in recent if g > 0)
            print(f"에피소드 {ep + 1:6d}  eps {eps:.3f}  평균 보상 {sum(recent) / len(recent):+.3f}  "
                  f"성공률 {wins / len(recent):.1%}")
    return Q, returns


def evaluate(Q, n=2000, max_steps=200):
    """탐욕 정책으로 n번 시도했을 때의 성공률."""
    wins = 0
    for _ in range(n):
        state = 0
        for _ in range(max_steps):
            state, reward, done = step(state, greedy(Q, state))
            if done:
                wins += reward > 0
                break
    return wins / n


def show_policy(Q):
    # 구멍과 목표는 그대로, 나머지 칸은 가장 좋은 행동의 화살표
    for r in range(ROWS):
        row = ""
        for c in range(COLS):
            s = r * COLS + c
            row += MAP[r][c] if MAP[r][c] in "HG" else ARROWS[greedy(Q, s)]
        print("  " + " ".join(row))


if __name__ == "__main__":
    episodes = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    Q, returns = q_learning(episodes=episodes)
    print("\n학습된 정책:")
    show_policy(Q)
    print(f"\n탐욕 정책 성공률 (미끄러짐 {SLIP:.0%}): {evaluate(Q):.1%}")
