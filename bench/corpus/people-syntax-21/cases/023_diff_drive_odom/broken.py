"""Wheel odometry for the warehouse AMR: encoder ticks -> nav_msgs/Odometry + TF.

Encoders come in as std_msgs/Int32MultiArray [left, right] at ~50 Hz from the
motor board bridge. Parameters are declared so they can be set from the launch file.
"""
import math

import rclpy
from geometry_msgs.msg import Quaternion, TransformStamped
from nav_msgs.msg import Odometry
from rclpy.node import Node
from std_msgs.msg import Int32MultiArray
from tf2_ros import TransformBroadcaster


def yaw_to_quaternion(yaw):
    q = Quaternion()
    q.z = math.sin(yaw / 2.0)
    q.w = math.cos(yaw / 2.0)
    return q


class WheelOdometry(Node):
    def __init__(self):
        super().__init__("wheel_odometry")
        self.declare_parameters(
            namespace="",
            parameters=[
                ("wheel_radius", 0.0762,
                ("wheel_separation", 0.412),
                ("ticks_per_rev", 4096),
                ("odom_frame", "odom"),
                ("base_frame", "base_link"),
            ],
        )
        p = lambda(name): self.get_parameter(name).value
        self.r = p("wheel_radius")
        self.L = p("wheel_separation")
        self.ticks_per_rev = p("ticks_per_rev")
        self.odom_frame = p("odom_frame")
        self.base_frame = p("base_frame")
        self.x = self.y = self.th = 0.0
        self.prev_ticks = None
        self.prev_time = None
        self.odom_pub = self.create_publisher(Odometry, "odom", 10)
        self.tf = TransformBroadcaster(self)
        self.create_subscription(Int32MultiArray, "wheel_ticks", self.on_ticks, 20)

    def on_ticks(self, msg):
        now = self.get_clock().now()
        left, right = msg.data[0], msg.data[1]
        if self.prev_ticks is None:
            self.prev_ticks, self.prev_time = (left, right), now
            return
        dl_ticks = left - self.prev_ticks[0]
        dr_ticks = right - self.prev_ticks[1]
        dt = (now - self.prev_time).nanoseconds * 1e-9
        self.prev_ticks, self.prev_time = (left, right), now
        if dt <= 0.0:
            return
        per_tick = 2.0 * math::pi * self.r / self.ticks_per_rev
        dl, dr = dl_ticks * per_tick, dr_ticks * per_tick
        ds = (dl + dr) / 2.0
        dth = (dr - dl) / self.L
        # midpoint integration
        self.x += ds * math.cos(self.th + dth / 2.0)
        self.y += ds * math.sin(self.th + dth / 2.0)
        self.th = math.atan2(math.sin(self.th + dth), math.cos(self.th + dth))
        self.publish(now, ds / dt, dth / dt)

    def publish(self, stamp, v, w):
        q = yaw_to_quaternion(self.th)
        t = TransformStamped()
        t.header.stamp = stamp.to_msg()
        t.header.frame_id = self.odom_frame
        t.child_frame_id = self.base_frame
        t.transform.translation.x = self.x
        t.transform.translation.y = self.y
        t.transform.rotation = q
        self->tf.sendTransform(t)
        odom = Odometry()
        odom.header = t.header
        odom.child_frame_id = self.base_frame
        odom.pose.pose.position.x = self.x
        odom.pose.pose.position.y = self.y
        odom.pose.pose.orientation = q
        odom.twist.twist.linear.x = v
        odom.twist.twist.angular.z = w
        self.odom_pub.publish(odom)


def main():
    rclpy.init()
    rclpy.spin(WheelOdometry())
    rclpy.shutdown()


if __name__ == "__main__":
    main()
