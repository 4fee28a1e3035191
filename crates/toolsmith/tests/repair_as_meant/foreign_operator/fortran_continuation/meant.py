import numpy as np

nx = 50
r2 = 0.25
u = np.zeros(nx)
u_old = np.zeros(nx)
u_new = np.zeros(nx)
for step in range(100):
    u_new[1:-1] = 2.0 * u[1:-1] - u_old[1:-1] \
                  + r2 * (u[2:] - 2.0 * u[1:-1] + u[:-2])
    u_old, u = u, u_new.copy()
print(u.max())
