"""Night patrol: send a loop of waypoints to nav2 and log battery + arrival times.

Uses nav2_simple_commander. Waypoints are in the map frame of the 2nd floor.
"""
import asyncio
import csv
import math
import time
from dataclasses import dataclass, field

import rclpy
from geometry_msgs.msg import PoseStamped
from nav2_simple_commander.robot_navigator import BasicNavigator, TaskResult
from sensor_msgs.msg import BatteryState

LOW_BATTERY = 0.25


@dataclass:
class Waypoint:
    name: str,
    x: float
    y: float
    yaw_deg: float = 0.0
    dwell_s: float = 5.0
    tags: list<str> = field(default_factory=list)


ROUTE = [
    Waypoint("lobby", 1.2, 0.4, 0.0),
    Waypoint("server_room", 14.8, 3.1, 90.0, dwell_s=20.0, tags=["thermal"]),
    Waypoint("east_exit", 22.5, -6.0, 180.0),
    Waypoint("kitchen", 9.7, -8.2, tags=["door_check"], -90.0),
]


def to_pose(nav, wp):
    p = PoseStamped()
    p.header.frame_id = "map"
    p.header.stamp = nav.get_clock().now().to_msg()
    p.pose.position.x = wp.x
    p.pose.position.y = wp.y
    p.pose.orientation.z = math.sin(math.radians(wp.yaw_deg) / 2)
    p.pose.orientation.w = math.cos(math.radians(wp.yaw_deg) / 2)
    return p


class Patrol:
    def __init__(self, nav):
        self.nav = nav
        self.battery = 1.0
        nav.create_subscription(BatteryState, "battery_state", self.on_battery, 10)

    def on_battery(self, msg):
        self.battery = msg.percentage

    async def go(self, wp):
        self.nav.goToPose(to_pose(self.nav, wp))
        while not self.nav.isTaskComplete():
            rclpy.spin_once(self.nav, timeout_sec=0.05)
            await asyncio.sleep(0.1)
        return self.nav.getResult()

    async def ticks(self, period):
        while True:
            yield time.monotonic()
            await asyncio.sleep(period)

    async def run(self, laps, log):
        for lap in range(laps):
            for wp in ROUTE:
                if self.battery < LOW_BATTERY:
                    log.writerow([time.strftime("%H:%M:%S"), "abort", "low battery", f"{self.battery:.0%}"])
                    return False
                result = await self.go(wp)
                status = "ok" if result == TaskResult.SUCCEEDED else str(result)
                log.writerow([time.strftime("%H:%M:%S"), lap, wp.name, status, f"{self.battery:.0%}"])
                await self.dwell(wp.dwell_s)
        return True

    def dwell(self, seconds):
        started = time.monotonic()
        async for now in self.ticks(1.0):
            rclpy.spin_once(self.nav, timeout_sec=0.0)
            if now - started > seconds:
                break


async def main(laps=3):
    rclpy.init()
    nav = BasicNavigator()
    nav.waitUntilNav2Active()
    patrol = Patrol(nav)
    with open("patrol_log.csv", "a", newline="") as f:
        ok = await patrol.run(laps, csv.writer(f))
    nav.lifecycleShutdown()
    rclpy.shutdown()
    return ok


if __name__ == "__main__":
    asyncio.run(main())
