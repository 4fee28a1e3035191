import numpy as np


def step(x, dt):
    #= advance the state one step
       (constant velocity model, as in the Julia version) =#
    F = np.eye(2) + np.array([[0.0, dt], [0.0, 0.0]])
    return F @ x


print(step(np.array([0.0, 1.0]), 0.1))
