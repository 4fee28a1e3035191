#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
Węzeł ROS (Noetic): jazda wzdłuż czarnej linii dla robota TurtleBot3 na zawody koła
naukowego. Kamera -> progowanie w HSV -> środek linii w dolnym pasie obrazu -> regulator
PD na prędkość kątową. Przeszkoda z lidaru w przedniym sektorze -> stop.

Autor: Kacper W., koło naukowe robotyki, Poznań
"""
import math

import cv2
import numpy as np
import rospy
from cv_bridge import CvBridge, CvBridgeError
from geometry_msgs.msg import Twist
from sensor_msgs.msg import Image, LaserScan
from std_msgs.msg import Float32
from std_srvs.srv import Empty, EmptyResponse


class LineFollower:
    def __init__(self):
        rospy.init_node("line_follower")
        self.bridge = CvBridge()
        self.kp = rospy.get_param("~kp", 0.006)
        self.kd = rospy.get_param("~kd", 0.002)
        self.v_max = rospy.get_param("~v_max", 0.15)
        self.stop_dist = rospy.get_param("~stop_dist", 0.25)
        self.hsv_low = np.array(rospy.get_param("~hsv_low", [0, 0, 0]))
        self.hsv_high = np.array(rospy.get_param("~hsv_high", [180, 255, 70]))

        self.prev_error = 0.0
        self.prev_time = None
        self.obstacle = False
        self.lost_frames = 0

        self.cmd_pub = rospy.Publisher("/cmd_vel", Twist, queue_size=1)
        self.err_pub = rospy.Publisher("~error", Float32, queue_size=1)
        self.dbg_pub = rospy.Publisher("~debug_image", Image, queue_size=1)
        rospy.Subscriber("/camera/image_raw", Image, self.on_image, queue_size=1, buff_size=2 ** 24)
        rospy.Subscriber("/scan", LaserScan, self.on_scan, queue_size=1)
        rospy.on_shutdown(self.stop)
        rospy.Service("~reload_params", Empty, self.reload_params)
        rospy.loginfo("line_follower gotowy (kp=%.4f, kd=%.4f)", self.kp, self.kd)

    def on_scan(self, scan):
        # sektor +-20 stopni z przodu
        n = len(scan.ranges)
        half = int(math.radians(20) / scan.angle_increment)
        front = list(scan.ranges[:half]) + list(scan.ranges[n - half:])
        valid = [r for r in front if scan.range_min < r < scan.range_max]
        self.obstacle = bool(valid) and min(valid) < self.stop_dist

    def line_error(self, frame):
        h, w = frame.shape[:2]
        band = frame[int(h * 0.75):, :]
        hsv = cv2.cvtColor(band, cv2.COLOR_BGR2HSV)
        mask = cv2.inRange(hsv, self.hsv_low, self.hsv_high)
        mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8))
        m = cv2.moments(mask)
        if m["m00"] < 500:
            return None, mask
        cx = m["m10"] / m["m00"]
        return cx - w / 2, mask

    def on_image(self, msg):
        try:
            frame = self.bridge.imgmsg_to_cv2(msg, desired_encoding="bgr8")
        except CvBridgeError as e:
            rospy.logwarn_throttle(5, "cv_bridge: %s", e)
            return
        error, mask = self.line_error(frame)
        cmd = Twist()
        if self.obstacle:
            rospy.logwarn_throttle(2, "przeszkoda - stoję")
        elif error is None:
            self.lost_frames += 1
            # linia zgubiona: najpierw obracaj się w stronę ostatniego błędu
            cmd = self.recover(cmd)
        else:
            self.lost_frames = 0
            now = rospy.get_time()
            dt = (now - self.prev_time) if self.prev_time else 0.0
            d_err = (error - self.prev_error) / dt if dt > 0 else 0.0
            cmd.angular.z = -(self.kp * error + self.kd * d_err)
            # zwalniaj na zakrętach
            cmd.linear.x = self.v_max * max(0.3, 1 - abs(error) / (frame.shape[1] / 2))
            self.prev_error, self.prev_time = error, now
            self.err_pub.publish(Float32(error))
        self.cmd_pub.publish(cmd)
        if self.dbg_pub.get_num_connections() > 0:
            self.dbg_pub.publish(self.bridge.cv2_to_imgmsg(mask, encoding="mono8"))

    def recover(self, cmd):
        """Po dłuższej utracie linii: cofnij się chwilę, potem szukaj obracając się."""
        if self.lost_frames < 15:
            cmd.angular.z = -0.4 * math.copysign(1, self.prev_error)
        elif self.lost_frames < 30:
            cmd.linear.x = -0.05
        elif self.lost_frames < 120:
            cmd.angular.z = 0.6
        else:
            rospy.logerr_throttle(5, "linia zgubiona od %d klatek - zatrzymuję", self.lost_frames)
        return cmd

    def reload_params(self, _req=None):
        self.kp = rospy.get_param("~kp", self.kp)
        self.kd = rospy.get_param("~kd", self.kd)
        self.v_max = rospy.get_param("~v_max", self.v_max)
        rospy.loginfo("nowe parametry: kp=%.4f kd=%.4f v_max=%.2f", self.kp, self.kd, self.v_max)
        return EmptyResponse()

    def stop(self):
        self.cmd_pub.publish(Twist())
        rospy.loginfo("zatrzymano robota")


if __name__ == "__main__":
    try:
        LineFollower()
        rospy.spin()
    except rospy.ROSInterruptException:
        pass
