"""Final state of a Lorenz run, printed with three decimals."""


def lorenz(state, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, y, z = state
    return sigma * (y - x), x * (rho - z) - y, x * y - beta * z


def run(state, dt=0.01, steps=1000):
    for _ in range(steps):
        dx, dy, dz = lorenz(state)
        state = (state[0] + dt * dx, state[1] + dt * dy, state[2] + dt * dz)
    return state


final = run((1.0, 1.0, 1.0))
print(f"final state: {', '.join(f'{v:.3f}' for v in final)}")
