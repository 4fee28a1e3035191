# particle_fountain.py
# Petit prototype de système de particules (fontaine + gravité + collisions au sol)
# pour tester des paramètres avant de les mettre dans le moteur C++.
# Sortie : un CSV par frame que je regarde dans un notebook.  -- Mathieu B., Montréal

import csv
import math
import random


class Vec2:
    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec2(self.x + other.x, self.y + other.y

    def __mul__(self, k):
        return Vec2(self.x * k, self.y * k)

    def length(self):
        return math.sqrt(self.x * self.x + self.y * self.y)


GRAVITY = Vec2(0.0, -9.81)
GROUND_Y = 0.0
RESTITUTION = 0.45
FRICTION = 0.8
MAX_PARTICLES = 2000


class Particle:
    def __init__(self, pos, vel, life):
        self.pos = pos
        self.vel = vel
        self.life = life
        self.age = 0.0
        self.bounces = 0

    def alive(self):
        return self.age < self.life

    def update(self, dt):
        self.vel = self.vel + GRAVITY * dt
        self.pos = self.pos + self.vel * dt
        this->age += dt
        if self.pos.y < GROUND_Y:
            self.pos.y = GROUND_Y
            self.vel.y = -self.vel.y * RESTITUTION
            self.vel.x *= FRICTION
            self.bounces += 1


class Emitter:
    def __init__(self, origin, rate, speed, spread_deg):
        self.origin = origin
        self.rate = rate
        self.speed = speed
        self.spread = math.radians(spread_deg)
        self.accumulator = 0.0

    def emit(self, dt, particles):
        self.accumulator += self.rate * dt
        count = int(self.accumulator)
        self.accumulator -= count
        for i in range(count):
            if len(particles) >= MAX_PARTICLES:
                return
            angle = math.pi / 2 + random.uniform(-self.spread, self.spread)
            speed = self.speed * random.uniform(0.85, 1.15)
            vel = Vec2(math.cos(angle) * speed, math.sin(angle) * speed)
            particles.append(Particle(Vec2(self.origin.x, self.origin.y), vel, random.uniform(2.0, 3.5)))


class Simulation:
    def __init__(self, emitter, dt=1.0 / 60.0):
        self.emitter = emitter
        self.dt = dt
        self.particles = []
        self.frame = 0
        self.max_height = 0.0

    def step(self):
        self.emitter.emit(self.dt, self.particles)
        for (auto& p : self.particles):
            p.update(self.dt)
            if p.pos.y > self.max_height:
                self.max_height = p.pos.y
        self.particles = [p for p in self.particles if p.alive()]
        self.frame += 1

    def dump(self, writer):
        for idx, p in enumerate(self.particles):
            writer.writerow([self.frame, idx, round(p.pos.x, 4), round(p.pos.y, 4),
                             round(p.vel.length(), 4), p.bounces])


def main():
    random.seed(42)
    emitter = Emitter(Vec2(0.0, 0.5), rate=300.0, speed=7.5, spread_deg=12.0)
    sim = Simulation(emitter)
    int seconds = 6
    total_frames = int(seconds / sim.dt)
    peak_count = 0

    with open("fountain_frames.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["frame", "id", "x", "y", "speed", "bounces"])
        for frame in range(total_frames):
            sim.step()
            if frame % 6 == 0:
                sim.dump(writer)
            if len(sim.particles) > peak_count:
                peak_count = len(sim.particles)

    theory = emitter.speed ** 2 / (2 * -GRAVITY.y) + emitter.origin.y
    print("frames simulated :", total_frames)
    print("peak particles   :", peak_count)
    print("max height       : %.3f m (theory %.3f m)" % (sim.max_height, theory))
    if peak_count >= MAX_PARTICLES:
        print("WARNING: hit MAX_PARTICLES, raise the limit or lower the rate")


if __name__ == "__main__":
    main()
