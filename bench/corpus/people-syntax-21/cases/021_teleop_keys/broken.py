#!/usr/bin/env python3
"""Keyboard teleop for our TurtleBot3 in the lab (ROS 2 Humble).

w/x: faster/slower forward, a/d: turn, s: stop, q: quit.
Written for the robotics course lab, group 4.
"""
import select
import sys
import termios
import tty

import rclpy
from geometry_msgs.msg import Twist
from rclpy.executors import ExternalShutdownException
from rclpy.node import Node

MAX_LIN = 0.22   # m/s, burger limit
MAX_ANG = 2.84   # rad/s
LIN_STEP = 0.01
ANG_STEP = 0.1

BINDINGS = {
    "w": (LIN_STEP, 0.0),
    "x": (-LIN_STEP 0.0),
    "a": (0.0, ANG_STEP),
    "d": (0.0, -ANG_STEP),
}


def clamp(v, lo, hi):
    return max(lo, min(hi, v))


class Teleop extends Node:
    def __init__(self):
        super().__init__("teleop_keys")
        self.pub = self.create_publisher(Twist, "cmd_vel", 10)
        self.lin = 0.0
        self.ang = 0.0
        self.settings = termios.tcgetattr(sys.stdin)

    def get_key(self, timeout=0.1):
        tty.setraw(sys.stdin.fileno())
        ready, _, _ = select.select([sys.stdin], [], [], timeout)
        key = ready ? sys.stdin.read(1) : ""
        termios.tcsetattr(sys.stdin, termios.TCSADRAIN, self.settings)
        return key

    def step(self, key):
        if key in BINDINGS:
            dl, da = BINDINGS[key]
            self.lin = clamp(self.lin + dl, -MAX_LIN, MAX_LIN)
            self.ang = clamp(self.ang + da, -MAX_ANG, MAX_ANG)
        elif key == "s":
            self.lin = self.ang = 0.0
        elif key in ("q", "\x03"):
            return False
        msg = Twist()
        msg.linear.x = self.lin
        msg.angular.z = self.ang
        self.pub.publish(msg)
        self.get_logger().info(f"lin {self.lin:+.2f} m/s  ang {self.ang:+.2f} rad/s")
        return True


def main(args=None):
    rclpy.init(args=args)
    node = Teleop()
    try:
        while rclpy.ok() and node.step(node.get_key()):
            rclpy.spin_once(node, timeout_sec=0.0)
    except KeyboardInterrupt, ExternalShutdownException:
        pass
    finally:
        node.pub.publish(Twist())
        termios.tcsetattr(sys.stdin, termios.TCSADRAIN, node.settings)
        node.destroy_node()
        rclpy.shutdown()


if __name__ == "__main__":
    main()
