"""Launch two simulated Jackals in Gazebo with namespaced nav2 stacks.

ros2 launch fleet_bringup two_jackals.launch.py world:=warehouse
"""
import os

from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument, GroupAction, IncludeLaunchDescription
from launch.launch_description_sources import PythonLaunchDescriptionSource
from launch.substitutions import LaunchConfiguration
from launch_ros.actions import Node, PushRosNamespace

ROBOTS = [
    {"name": "jackal1", "x": 0.0, "y": 0.0, "yaw": 0.0, "color": "yellow"},
    {"name": "jackal2", "x": 2.0, "y": -1.5, "yaw": 1.57, "color": "blue"},
]

NAV2_OVERRIDES = {
    "controller_server": {
        "controller_frequency": 15.0,
        "FollowPath": {"max_vel_x": 0.6, "max_vel_theta": 1.2},
    },
    "local_costmap": {
        "resolution": 0.05,
        "robot_radius": 0.28,
    },
}


def robot_group(robot, share, use_sim_time):
    ns = robot["name"]
    spawn = Node(
        package="gazebo_ros",
        executable="spawn_entity.py",
        arguments=[
            "-entity", ns,
            "-topic", f"/{ns}/robot_description",
            "-x", str(robot["x"]), "-y", str(robot["y"]),
            "-Y", str(robot["yaw"]),
        ],
        output="screen",
    )
    description = Node(
        package="robot_state_publisher",
        executable="robot_state_publisher",
        parameters=[{
            "use_sim_time": use_sim_time,
            "robot_description": open(os.path.join(share, "urdf", f"jackal_{robot['color']}.urdf")).read(),
        }],
    )
    nav = IncludeLaunchDescription(
        PythonLaunchDescriptionSource(os.path.join(share, "launch", "nav2.launch.py")),
        launch_arguments={
            "namespace": ns,
            "use_sim_time": "true",
            "params_overrides": str(NAV2_OVERRIDES),
        }.items(),
    )
    return GroupAction([PushRosNamespace(ns), description, spawn, nav])


def generate_launch_description():
    share = get_package_share_directory("fleet_bringup")
    world = LaunchConfiguration("world")
    use_sim_time = LaunchConfiguration("use_sim_time", default="true")
    gazebo = IncludeLaunchDescription(
        PythonLaunchDescriptionSource(
            os.path.join(get_package_share_directory("gazebo_ros"), "launch", "gazebo.launch.py")
        ),
        launch_arguments={"world": [share, "/worlds/", world, ".world"]}.items(),
    )
    actions = [
        DeclareLaunchArgument("world", default_value="warehouse"),
        gazebo,
    ]
    actions += [robot_group(r, share, use_sim_time) for r in ROBOTS]
    return LaunchDescription(actions)
