#!/usr/bin/env python3
# Safety layer between nav2 and the base: scales /cmd_vel down near obstacles,
# stops inside the protective field. Field sizes from the risk assessment (v3).
import math

import rclpy
from geometry_msgs.msg import Twist
from rclpy.node import Node
from rclpy.qos import QoSProfile, ReliabilityPolicy
from sensor_msgs.msg import LaserScan

FIELDS = {
    "protective": {"front": 0.45, "side": 0.30},
    "warning": {"front": 1.20, "side": 0.60},
}
SECTORS_DEG = {"front": (-35, 35), "left": (35, 110), "right": (-110, -35)}
SCAN_TIMEOUT = 0.3  # s, stop if the lidar goes quiet


def sector_min(scan, lo_deg, hi_deg):
    best = math.inf
    for i, r in enumerate(scan.ranges):
        a = math.degrees(scan.angle_min + i * scan.angle_increment)
        if lo_deg <= a <= hi_deg and scan.range_min < r < scan.range_max:
            best = min(best, r)
    return best


class SafetyStop(Node):
    def __init__(self):
        super().__init__("safety_stop")
        qos = QoSProfile(depth=5, reliability=ReliabilityPolicy.BEST_EFFORT)
        self.create_subscription(LaserScan, "scan", self.on_scan, qos)
        self.create_subscription(Twist, "cmd_vel_nav", self.on_cmd, 10)
        self.pub = self.create_publisher(Twist, "cmd_vel", 10)
        self.scale = 0.0
        self.last_scan = None
        self.create_timer(0.1, self.watchdog)

    def on_scan(self, scan):
        self.last_scan = self.get_clock().now()
        d = {name: sector_min(scan, *lim) for name, lim in SECTORS_DEG.items()}
        side = min(d["left"], d["right"])
        if d["front"] < FIELDS["protective"]["front"] or side < FIELDS["protective"]["side"]:
            self.scale = 0.0
        elif d["front"] < FIELDS["warning"]["front"]:
            span = FIELDS["warning"]["front"] - FIELDS["protective"]["front"]
            self.scale = (d["front"] - FIELDS["protective"]["front"]) / span
        else:
            self.scale = 1.0

    def on_cmd(self, cmd):
        out = Twist()
        out.linear.x = cmd.linear.x * self.scale if cmd.linear.x > 0 else cmd.linear.x
        out.angular.z = cmd.angular.z * max(self.scale, 0.3)
        self.pub.publish(out)

    def watchdog(self):
        if self.last_scan is None:
            return
        age = (self.get_clock().now() - self.last_scan).nanoseconds / 1e9
        if age > SCAN_TIMEOUT and self.scale > 0.0:
            self.get_logger().warn(f"no scan for {age:.2f} s, stopping")
            self.scale = 0.0


def main():
    rclpy.init()
    node = SafetyStop()
    try:
        rclpy.spin(node)
    finally:
        node.pub.publish(Twist())
        node.destroy_node()
        rclpy.shutdown()


if __name__ == "__main__":
    main()
